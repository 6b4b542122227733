import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type pg from 'pg';
import webpush from 'web-push';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { PG_POOL } from '../../../platform/database/pg-pool.js';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const ROW = 'vapid-keys';

/** `mailto:` the address of MAIL_FROM ("Koma <no-reply@localhost>" → mailto:no-reply@localhost). */
export function defaultSubject(mailFrom: string): string {
  return `mailto:${(/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim()}`;
}

/**
 * The VAPID key pair pushes are signed with. Configured (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY),
 * or else made at first start and kept in `inbox_secrets`: the first instance to start writes
 * it, every later start and every other instance reads the same pair, so subscriptions made
 * against it stay valid across restarts.
 */
@Injectable()
export class VapidKeys implements OnApplicationBootstrap {
  private keys?: Promise<Vapid>;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.get();
  }

  get(): Promise<Vapid> {
    this.keys ??= this.load().catch((err: unknown) => {
      this.keys = undefined;
      throw err;
    });
    return this.keys;
  }

  private async load(): Promise<Vapid> {
    const subject = this.config.VAPID_SUBJECT ?? defaultSubject(this.config.MAIL_FROM);
    if (this.config.VAPID_PUBLIC_KEY && this.config.VAPID_PRIVATE_KEY) {
      return { publicKey: this.config.VAPID_PUBLIC_KEY, privateKey: this.config.VAPID_PRIVATE_KEY, subject };
    }
    const made = webpush.generateVAPIDKeys();
    await this.pool.query('INSERT INTO public.inbox_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      ROW,
      JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }),
    ]);
    const {
      rows: [row],
    } = await this.pool.query<{ value: string }>('SELECT value FROM public.inbox_secrets WHERE name = $1', [ROW]);
    const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
}
