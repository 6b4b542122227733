import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, type Queryable } from '../../platform/database/pg-pool.js';
import { Clock } from '../../platform/clock/clock.js';
import { logger } from '../../platform/logging/logger.js';
import { IDENTITY_RULES } from './domain/identity.rules.js';
import { userNotFound } from './domain/identity.errors.js';
import { codeHash, newNumericCode } from './infra/identity-crypto.js';
import { IdentitySecrets } from './infra/identity-secrets.js';
import { IdentityMailer } from './infra/identity-mailer.js';
import { IdentityRateLimits } from './infra/identity-rate-limits.js';
import { USER_COLUMNS, type UserRow } from './infra/user-row.js';
import { nextSend, type SendCounters } from './one-time-codes.js';

export interface ChangeRow extends SendCounters {
  user_id: string;
  new_email: string;
  code_hash: Buffer;
  attempts: number;
  expires_at: Date;
}

/** What a profile update did about the email: nothing, or a change now waiting for its code. */
export interface EmailChangeStarted {
  pendingEmail: string;
  mail?: () => Promise<void>;
}

/** The code of an email change is bound to the account and the new address. */
export const changeLabel = (userId: string, email: string) => `email-change\u0000${userId}\u0000${email}`;

/**
 * Email changes. A new address is not trusted until its owner proves it: the change waits (one per
 * account) and the new address gets a one-time code (same rules as sign-up codes: HMAC-stored, 10
 * minutes, single use, 5 tries, resend throttle). The account's login email changes only when the
 * code is confirmed; the old address is then told. An address that already has an account is
 * treated alike in every answer, but its owner gets a notice and the stored code is unusable.
 * Until confirmation the address stays free: sign-up or Google sign-in with it wins, and a later
 * confirmation then fails (the unique index on the account email is the last guard).
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly secrets: IdentitySecrets,
    private readonly mailer: IdentityMailer,
    private readonly limits: IdentityRateLimits,
  ) {}

  /**
   * Called by the profile update inside its transaction, with the user row locked and the new
   * address differing from the current one. Saving the address that is already waiting, while its
   * code is still good, sends nothing new. The answered mail is to be queued after commit.
   */
  async start(c: Queryable, userId: string, newEmail: string): Promise<EmailChangeStarted> {
    const now = this.clock.now();
    const pending = await this.pendingRow(c, userId);
    if (pending && pending.new_email === newEmail && pending.attempts < IDENTITY_RULES.codeMaxAttempts && pending.expires_at > now) {
      return { pendingEmail: newEmail };
    }
    const send = pending ? nextSend(pending, now, pending.new_email === newEmail) : { windowStart: now, sends: 1 };
    const mail = await this.issue(c, userId, newEmail, send, now);
    return { pendingEmail: newEmail, mail };
  }

  /** The address waiting for its code, if any. */
  async pendingEmail(userId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ new_email: string }>(
      'SELECT new_email FROM public.identity_email_changes WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.new_email ?? null;
  }

  /** The active user row, locked for the change (404 when the account is gone or deactivated). */
  async lockUser(c: Queryable, userId: string): Promise<UserRow> {
    const u = (
      await c.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE id = $1 AND status = 'active' FOR UPDATE`, [userId])
    ).rows[0];
    if (!u) throw userNotFound();
    return u;
  }

  /** The change waiting for its code, locked. */
  async pendingRow(c: Queryable, userId: string): Promise<ChangeRow | undefined> {
    return (await c.query<ChangeRow>('SELECT * FROM public.identity_email_changes WHERE user_id = $1 FOR UPDATE', [userId])).rows[0];
  }

  /**
   * Stores a fresh code for (user, address) and answers its mail. A registered address takes the
   * same path with an unusable code, and its owner is sent a notice instead of the code.
   */
  async issue(
    c: Queryable,
    userId: string,
    email: string,
    send: { windowStart: Date; sends: number },
    now: Date,
  ): Promise<() => Promise<void>> {
    await this.limits.hit('emailChangePerAddress', email);
    const key = await this.secrets.serverKey();
    const taken = (await c.query('SELECT 1 FROM public.identity_users WHERE lower(email) = $1', [email])).rowCount;
    const code = newNumericCode(IDENTITY_RULES.codeDigits);
    const stored = codeHash(key, changeLabel(userId, email), taken ? randomBytes(16).toString('hex') : code);
    await c.query(
      `INSERT INTO public.identity_email_changes
         (user_id, new_email, code_hash, attempts, expires_at, last_sent_at, sends_window_start, sends_in_window, created_at)
       VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $5)
       ON CONFLICT (user_id) DO UPDATE SET new_email = $2, code_hash = $3, attempts = 0, expires_at = $4,
         last_sent_at = $5, sends_window_start = $6, sends_in_window = $7, created_at = $5`,
      [userId, email, stored, new Date(now.getTime() + IDENTITY_RULES.codeTtlMs), now, send.windowStart, send.sends],
    );
    return taken ? () => this.mailer.emailChangeToRegistered(email) : () => this.mailer.code(email, code, 'email-change', { userId });
  }
}

/**
 * Queued after the answer is decided and not awaited: whether the address is registered (a code
 * or a notice) must not show in the response time. A failed enqueue is logged; the user can resend.
 */
export function queue(mail: (() => Promise<void>) | undefined): void {
  if (mail) void mail().catch((err) => logger.error({ err }, 'identity email-change mail not queued'));
}
