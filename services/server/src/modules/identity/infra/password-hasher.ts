import os from 'node:os';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import argon2 from 'argon2';
import { logger } from '../../../platform/logging/logger.js';
import { hashingBusy } from '../domain/identity.errors.js';
import { BoundedSemaphore } from './bounded-semaphore.js';
import { hashingQueue } from './identity-metrics.js';
import { Argon2Child, Argon2JobError } from './argon2-child.js';

/** OWASP's argon2id baseline: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing off the event loop with bounded concurrency:
 * - at most `cpus - 1` (min 1) hashes at once, so request handling keeps a core, and at most
 *   256 callers waiting — beyond that the caller gets a quick 503;
 * - the hashes run in a child process at nice 10 (Argon2Child), so under CPU contention the
 *   API's threads are scheduled first; if that process cannot run, argon2 runs in this
 *   process's libuv thread pool instead (still off the event loop).
 */
@Injectable()
export class PasswordHasher implements OnModuleDestroy {
  readonly concurrency = Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1);
  private readonly gate = new BoundedSemaphore(this.concurrency, 256);
  /** @internal exposed for tests */
  readonly child = new Argon2Child(this.concurrency);
  private childBroken = false;
  private dummy?: Promise<string>;

  onModuleDestroy(): void {
    this.child.stop();
  }

  async hash(password: string): Promise<string> {
    return this.run(() =>
      this.exec<string>({ op: 'hash', password, options: { ...ARGON2_OPTIONS } }, () => argon2.hash(password, ARGON2_OPTIONS)),
    );
  }

  async verify(hash: string, password: string): Promise<boolean> {
    if (!hash.startsWith('$argon2')) return false;
    return this.run(async () => {
      try {
        return await this.exec<boolean>({ op: 'verify', hash, password }, () => argon2.verify(hash, password));
      } catch {
        return false;
      }
    });
  }

  /** Same cost as a real check, for unknown emails (no timing difference). */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password-koma');
    await this.verify(await this.dummy, password);
    return false;
  }

  get waiting(): number {
    return this.gate.waiting;
  }

  private async exec<T>(job: Parameters<Argon2Child['run']>[0], inProcess: () => Promise<T>): Promise<T> {
    if (this.childBroken) return inProcess();
    try {
      return await this.child.run<T>(job);
    } catch (err) {
      if (err instanceof Argon2JobError) throw err;
      logger.error({ err }, 'password hashing process unavailable; hashing in process');
      this.childBroken = true;
      setTimeout(() => {
        this.childBroken = false;
      }, 30_000).unref();
      return inProcess();
    }
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    const wait = this.gate.acquire();
    hashingQueue.set(this.gate.waiting);
    const release = await wait.catch(() => {
      throw hashingBusy();
    });
    hashingQueue.set(this.gate.waiting);
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
