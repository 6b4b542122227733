import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';

/**
 * The link in an event mail that turns the reader's "Email me about events" setting off without a
 * login: the user id and an HMAC of it under a server key made at the first migration.
 */
@Injectable()
export class UnsubscribeLink {
  private key?: Promise<string>;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private secret(): Promise<string> {
    this.key ??= this.pool.query(`SELECT value FROM public.inbox_secrets WHERE name = 'unsubscribe-key'`).then((r) => {
      if (!r.rows[0]) throw new Error('inbox unsubscribe key is missing');
      return r.rows[0].value as string;
    });
    return this.key;
  }

  async token(userId: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`event-mail:${userId}`)
      .digest('base64url');
  }

  async url(userId: string): Promise<string> {
    return `${this.config.PUBLIC_URL}/api/unsubscribe-event-mail?userId=${encodeURIComponent(userId)}&token=${await this.token(userId)}`;
  }

  async verify(userId: string, token: string): Promise<boolean> {
    const want = Buffer.from(await this.token(userId));
    const got = Buffer.from(token);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  notificationUrl(id: string): string {
    return `${this.config.PUBLIC_URL}/notitfication-view/${id}`;
  }
}
