import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { logger } from '../../../platform/logging/logger.js';

/** Nice value of the hashing process: the API's own threads win the CPU when both want it. */
export const HASHING_NICE = 10;

/**
 * The child's program (plain ESM, passed with -e so it needs no build step): argon2 jobs over IPC.
 * argv[1] is the file URL of the argon2 package the parent resolved.
 */
const CHILD_SOURCE = `
const mod = await import(process.argv[1]);
const argon2 = mod.default ?? mod;
const reply = (m) => { if (process.connected) process.send(m, () => {}); };
process.on('error', () => process.exit(0));
process.on('message', async (m) => {
  try {
    const r = m.op === 'hash' ? await argon2.hash(m.password, m.options) : await argon2.verify(m.hash, m.password);
    reply({ id: m.id, ok: true, r });
  } catch (e) {
    reply({ id: m.id, ok: false, error: String((e && e.message) || e) });
  }
});
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
`;

type Job = { op: 'hash'; password: string; options: Record<string, number> } | { op: 'verify'; hash: string; password: string };
/** argon2 itself refused the job (e.g. a malformed hash): not a reason to leave the child. */
export class Argon2JobError extends Error {}

interface Pending {
  resolve(v: unknown): void;
  reject(e: Error): void;
}

/**
 * A long-lived child process that runs argon2 at a lower CPU priority (nice 10), so when the
 * machine is busy, request handling is scheduled before password hashing. Started on first use,
 * restarted after a crash (its pending jobs fail); callers fall back to in-process hashing when
 * the child cannot be started.
 */
export class Argon2Child {
  private child?: ChildProcess;
  private ready?: Promise<ChildProcess>;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly threads: number) {}

  run<T>(job: Job): Promise<T> {
    return this.start().then(
      (child) =>
        new Promise<T>((resolve, reject) => {
          const id = ++this.seq;
          this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
          this.refWhileBusy(child);
          child.send({ id, ...job }, (err) => {
            if (err) {
              this.pending.delete(id);
              this.refWhileBusy(child);
              reject(err);
            }
          });
        }),
    );
  }

  /** The child's pid once started (tests check its priority). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  stop(): void {
    const c = this.child;
    this.child = undefined;
    this.ready = undefined;
    if (c && c.exitCode === null) c.kill('SIGTERM');
  }

  private start(): Promise<ChildProcess> {
    this.ready ??= new Promise<ChildProcess>((resolve, reject) => {
      const argon2Url = pathToFileURL(createRequire(import.meta.url).resolve('argon2')).href;
      const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SOURCE, argon2Url], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        env: { PATH: process.env.PATH ?? '', UV_THREADPOOL_SIZE: String(Math.max(1, this.threads)) },
      });
      this.child = child;
      let failed = false;
      const fail = (err: Error) => {
        if (failed) return;
        failed = true;
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
        }
        for (const p of this.pending.values()) p.reject(err);
        this.pending.clear();
        reject(err);
      };
      child.on('error', fail);
      child.once('exit', (code, signal) => fail(new Error(`password hashing process exited (${code ?? signal})`)));
      child.on('message', (m: { ready?: boolean; id?: number; ok?: boolean; r?: unknown; error?: string }) => {
        if (m.ready) {
          try {
            os.setPriority(child.pid!, HASHING_NICE);
          } catch (err) {
            logger.warn({ err }, 'could not lower the hashing process priority');
          }
          this.refWhileBusy(child);
          resolve(child);
          return;
        }
        const p = m.id !== undefined ? this.pending.get(m.id) : undefined;
        if (!p) return;
        this.pending.delete(m.id!);
        this.refWhileBusy(child);
        if (m.ok) p.resolve(m.r);
        else p.reject(new Argon2JobError(m.error ?? 'hashing failed'));
      });
    });
    return this.ready;
  }

  /** The child keeps the parent alive only while it has work (one-shot CLI processes can exit). */
  private refWhileBusy(child: ChildProcess): void {
    const ch = child.channel as { ref?(): void; unref?(): void } | undefined;
    if (this.pending.size > 0) {
      child.ref();
      ch?.ref?.();
    } else {
      child.unref();
      ch?.unref?.();
    }
  }
}
