import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, withTransaction } from '../../platform/database/pg-pool.js';
import { Clock } from '../../platform/clock/clock.js';
import { IDENTITY_RULES } from './domain/identity.rules.js';
import { codeExpired, codeInvalid, codeKilled, resendTooMany, resendTooSoon } from './domain/identity.errors.js';
import { codeHash, decoyUserId, newNumericCode, newOpaqueToken, sameBytes, tokenHash } from './infra/identity-crypto.js';
import { IdentitySecrets } from './infra/identity-secrets.js';
import { IdentityMailer } from './infra/identity-mailer.js';
import { logger } from '../../platform/logging/logger.js';
import type { DomainError } from '../../platform/errors/domain-error.js';

interface CodeRow {
  email: string; purpose: 'signup' | 'forgot'; user_id: string | null; code_hash: Buffer; attempts: number;
  expires_at: Date; verified_at: Date | null; consumed_at: Date | null; last_sent_at: Date;
  sends_window_start: Date; sends_in_window: number;
}

export type VerifyResult =
  | { purpose: 'signup' }
  | { purpose: 'forgot'; userId: string; token: string };

/**
 * One-time e-mail codes (sign-up and forgot password). One live code per address; a resend
 * replaces it. Codes come from the CSPRNG and only their HMAC is stored. Known and unknown
 * addresses take the same path (a row is written, the throttle applies, the answer has the same
 * shape); only the mail differs, and it is queued, so the answer time does not tell them apart.
 */
@Injectable()
export class EmailCodesService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly secrets: IdentitySecrets,
    private readonly mailer: IdentityMailer,
  ) {}

  /** signup-mail. For `forgot` answers the user id (a stable decoy id for unknown addresses). */
  async request(email: string, purpose: 'signup' | 'forgot', fullName?: string): Promise<{ userId?: string }> {
    const key = await this.secrets.serverKey();
    const now = this.clock.now();
    const code = newNumericCode(IDENTITY_RULES.codeDigits);
    const { userId, mail } = await withTransaction(this.pool, async (c) => {
      const u = await c.query<{ id: string; status: string }>('SELECT id, status FROM public.identity_users WHERE lower(email) = $1', [email]);
      const existing = u.rows[0];
      const real = existing?.status === 'active' ? existing : undefined;
      // Sign-up for a taken address, or forgot for an unknown one: store an unusable code.
      const deliver = purpose === 'signup' ? !existing : !!real;
      const stored = deliver ? codeHash(key, email, code) : codeHash(key, email, randomBytes(16).toString('hex'));

      await c.query(
        `INSERT INTO public.identity_email_codes (email, purpose, code_hash, expires_at, last_sent_at, sends_window_start, sends_in_window)
         VALUES ($1, $2, $3, $4, $5, $5, 0) ON CONFLICT (email) DO NOTHING`,
        [email, purpose, stored, now, new Date(0)]);
      const row = (await c.query<CodeRow>('SELECT * FROM public.identity_email_codes WHERE email = $1 FOR UPDATE', [email])).rows[0]!;
      const send = nextSend(row, now, true);
      await c.query(
        `UPDATE public.identity_email_codes SET purpose = $2, full_name = $3, user_id = $4, code_hash = $5, attempts = 0,
            expires_at = $6, verified_at = NULL, consumed_at = NULL, last_sent_at = $7,
            sends_window_start = $8, sends_in_window = $9
          WHERE email = $1`,
        [email, purpose, fullName ?? null, real?.id ?? null, stored,
          new Date(now.getTime() + IDENTITY_RULES.codeTtlMs), now,
          send.windowStart, send.sends]);
      const answerId = purpose === 'forgot' ? (real?.id ?? decoyUserId(key, email)) : undefined;
      const mail = purpose === 'signup'
        ? (existing ? () => this.mailer.alreadyRegistered(email) : () => this.mailer.code(email, code, 'signup'))
        : (real ? () => this.mailer.code(email, code, 'forgot') : undefined);
      return { userId: answerId, mail };
    });
    // Queued after the answer is decided and not awaited: whether a mail goes out (known vs
    // unknown address) must not show in the response time. A failed enqueue is logged; the
    // reader can ask again.
    if (mail) void mail().catch((err) => logger.error({ err, purpose }, 'identity code mail not queued'));
    return purpose === 'forgot' ? { userId } : {};
  }

  /**
   * verify-mail. A wrong code counts a try; the fifth wrong try kills the code. A right code is
   * used up: for sign-up the address is marked verified, for forgot a single-use reset token
   * (15 minutes, good only for change-password) is answered.
   */
  async verify(email: string, code: string): Promise<VerifyResult> {
    const key = await this.secrets.serverKey();
    const now = this.clock.now();
    // Wrong tries must be recorded even though the call fails, so the transaction commits first.
    const outcome = await withTransaction(this.pool, async (c) => {
      const row = (await c.query<CodeRow>('SELECT * FROM public.identity_email_codes WHERE email = $1 FOR UPDATE', [email])).rows[0];
      if (!row || row.consumed_at || row.verified_at) return { error: codeInvalid() };
      const check = checkCode(row, codeHash(key, email, code), now);
      if (check.wrongTries !== undefined) {
        await c.query('UPDATE public.identity_email_codes SET attempts = $2 WHERE email = $1', [email, check.wrongTries]);
      }
      if (check.error) return { error: check.error };
      if (row.purpose === 'signup') {
        await c.query('UPDATE public.identity_email_codes SET verified_at = $2, consumed_at = $2 WHERE email = $1', [email, now]);
        return { result: { purpose: 'signup' } as VerifyResult };
      }
      if (!row.user_id) return { error: codeInvalid() };
      await c.query('UPDATE public.identity_email_codes SET verified_at = $2, consumed_at = $2 WHERE email = $1', [email, now]);
      const token = newOpaqueToken();
      // Only the newest reset token of a user is good.
      await c.query('DELETE FROM public.identity_password_resets WHERE user_id = $1', [row.user_id]);
      await c.query(
        'INSERT INTO public.identity_password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)',
        [tokenHash(token), row.user_id, new Date(now.getTime() + IDENTITY_RULES.resetTokenTtlMs), now]);
      return { result: { purpose: 'forgot', userId: row.user_id, token } as VerifyResult };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /** Used by sign-up: the address was verified recently and not yet used; removes the mark. */
  static readonly verifiedSignupSql =
    `SELECT full_name FROM public.identity_email_codes
      WHERE email = $1 AND purpose = 'signup' AND verified_at IS NOT NULL AND verified_at > $2 FOR UPDATE`;
  static newId(): string { return randomUUID(); }
}

/** The send counters every one-time code row keeps (sign-up/forgot codes, email changes). */
export interface SendCounters { last_sent_at: Date; sends_window_start: Date; sends_in_window: number }

/**
 * The resend throttle of one-time codes: at most 5 sends an hour per row, and (for a resend to the
 * same address) one a minute. Throws the 429 errors; answers the counters after this send.
 */
export function nextSend(row: SendCounters, now: Date, sameAddress: boolean): { windowStart: Date; sends: number } {
  if (sameAddress && now.getTime() - row.last_sent_at.getTime() < IDENTITY_RULES.codeResendMinGapMs) throw resendTooSoon();
  const windowOpen = now.getTime() - row.sends_window_start.getTime() < IDENTITY_RULES.codeResendWindowMs;
  const sends = windowOpen ? row.sends_in_window : 0;
  if (sends >= IDENTITY_RULES.codeResendMaxPerWindow) throw resendTooMany();
  return { windowStart: windowOpen ? row.sends_window_start : now, sends: sends + 1 };
}

/**
 * Checks a typed code (as its HMAC) against a live code row: killed after 5 wrong tries, dead
 * after its 10 minutes. A wrong code answers the new try count, which the caller must store.
 */
export function checkCode(
  row: { attempts: number; expires_at: Date; code_hash: Buffer }, typed: Buffer, now: Date,
): { error?: DomainError; wrongTries?: number } {
  if (row.attempts >= IDENTITY_RULES.codeMaxAttempts) return { error: codeKilled() };
  if (row.expires_at.getTime() <= now.getTime()) return { error: codeExpired() };
  if (sameBytes(typed, row.code_hash)) return {};
  const attempts = row.attempts + 1;
  return { wrongTries: attempts, error: attempts >= IDENTITY_RULES.codeMaxAttempts ? codeKilled() : codeInvalid() };
}
