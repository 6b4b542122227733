import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/database/pg-pool.js';

/**
 * The server key (made by the migration) for code HMACs and decoy ids, and the keys derived from
 * it for other purposes; read once. Every API instance reads the same row, so what one signs the
 * others verify.
 */
@Injectable()
export class IdentitySecrets {
  private key?: Promise<string>;
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  serverKey(): Promise<string> {
    this.key ??= this.pool
      .query<{ value: string }>("SELECT value FROM public.identity_secrets WHERE name = 'decoy-id-key'")
      .then((r) => {
        if (!r.rows[0]) throw new Error('identity_secrets has no decoy-id-key (migrations not run?)');
        return r.rows[0].value;
      })
      .catch((e) => {
        this.key = undefined;
        throw e;
      });
    return this.key;
  }

  /** A key for one purpose only (HMAC of the server key and the purpose's name): e.g. 'page-urls'. */
  async derivedKey(purpose: string): Promise<Buffer> {
    return createHmac('sha256', await this.serverKey())
      .update(`derived-key\u0000${purpose}`)
      .digest();
  }
}
