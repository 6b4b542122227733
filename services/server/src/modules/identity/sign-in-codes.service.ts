import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { Clock } from '../../platform/clock/clock.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { IDENTITY_RULES } from './domain/identity.rules.js';
import { signInCodeInvalid } from './domain/identity.errors.js';
import { TOKEN_SHAPE, newOpaqueToken, tokenHash } from './infra/identity-crypto.js';
import { SessionsService } from './sessions.service.js';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sign-in codes: what a finished sign-in elsewhere (Google's callback) puts in the
 * `/{userId}/{code}` link instead of a session. A code is 256 random bits, kept only as SHA-256
 * with its user and device label, lives 2 minutes and is good once; the session opens when the
 * client exchanges it by POST, so a planted link cannot sign anyone in by being opened.
 */
@Injectable()
export class SignInCodesService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly sessions: SessionsService,
  ) {}

  async issue(userId: string, device: string): Promise<string> {
    const code = newOpaqueToken();
    const now = this.clock.now();
    await this.pool.query(
      'INSERT INTO public.identity_sign_in_codes (code_hash, user_id, device, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
      [tokenHash(code), userId, device, new Date(now.getTime() + IDENTITY_RULES.signInCodeTtlMs), now],
    );
    return code;
  }

  /**
   * Uses the code up and opens the session of its device (the device limit and the account's
   * state are checked then). Unknown, used, expired or another user's code: 401.
   */
  async exchange(userId: string, code: string): Promise<string> {
    if (!UUID_SHAPE.test(userId) || !TOKEN_SHAPE.test(code)) throw signInCodeInvalid();
    const { rows } = await this.pool.query<{ device: string; expires_at: Date }>(
      'DELETE FROM public.identity_sign_in_codes WHERE code_hash = $1 AND user_id = $2 RETURNING device, expires_at',
      [tokenHash(code), userId],
    );
    const row = rows[0];
    if (!row || row.expires_at <= this.clock.now()) throw signInCodeInvalid();
    return this.sessions.openSession(userId, row.device);
  }
}
