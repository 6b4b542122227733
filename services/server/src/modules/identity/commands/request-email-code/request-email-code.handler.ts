import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { logger } from '../../../../platform/logging/logger.js';
import { IDENTITY_RULES } from '../../domain/identity.rules.js';
import { codeHash, newNumericCode, resetFlowId } from '../../infra/identity-crypto.js';
import { IdentityMailer } from '../../infra/identity-mailer.js';
import { IdentitySecrets } from '../../infra/identity-secrets.js';
import { nextSend, type EmailCodeRow } from '../../one-time-codes.js';
import { RequestEmailCodeCommand, type RequestEmailCodeResult } from './request-email-code.command.js';

/**
 * One live code per address; a resend replaces it. Known and unknown addresses take the same path
 * (a row is written, the throttle applies, the answer has the same shape, and the forgot answer's
 * id is the flow's opaque id for that address, never the account's); only the mail differs, and it
 * is queued, so the answer time does not tell them apart.
 */
@CommandHandler(RequestEmailCodeCommand)
export class RequestEmailCodeHandler implements ICommandHandler<RequestEmailCodeCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly secrets: IdentitySecrets,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ email, purpose, fullName, language }: RequestEmailCodeCommand): Promise<RequestEmailCodeResult> {
    const key = await this.secrets.serverKey();
    const now = this.clock.now();
    const code = newNumericCode(IDENTITY_RULES.codeDigits);
    const { userId, mail } = await withTransaction(this.pool, async (c) => {
      const u = await c.query<{ id: string; status: string }>('SELECT id, status FROM public.identity_users WHERE lower(email) = $1', [
        email,
      ]);
      const existing = u.rows[0];
      const real = existing?.status === 'active' ? existing : undefined;
      // Sign-up for a taken address, or forgot for an unknown one: store an unusable code.
      const deliver = purpose === 'signup' ? !existing : !!real;
      const stored = deliver ? codeHash(key, email, code) : codeHash(key, email, randomBytes(16).toString('hex'));

      await c.query(
        `INSERT INTO public.identity_email_codes (email, purpose, code_hash, expires_at, last_sent_at, sends_window_start, sends_in_window)
         VALUES ($1, $2, $3, $4, $5, $5, 0) ON CONFLICT (email) DO NOTHING`,
        [email, purpose, stored, now, new Date(0)],
      );
      const row = (await c.query<EmailCodeRow>('SELECT * FROM public.identity_email_codes WHERE email = $1 FOR UPDATE', [email])).rows[0]!;
      const send = nextSend(row, now, true);
      await c.query(
        `UPDATE public.identity_email_codes SET purpose = $2, full_name = $3, user_id = $4, code_hash = $5, attempts = 0,
            expires_at = $6, verified_at = NULL, consumed_at = NULL, last_sent_at = $7,
            sends_window_start = $8, sends_in_window = $9
          WHERE email = $1`,
        [
          email,
          purpose,
          fullName ?? null,
          real?.id ?? null,
          stored,
          new Date(now.getTime() + IDENTITY_RULES.codeTtlMs),
          now,
          send.windowStart,
          send.sends,
        ],
      );
      const answerId = purpose === 'forgot' ? resetFlowId(key, email) : undefined;
      const mail =
        purpose === 'signup'
          ? existing
            ? () => this.mailer.alreadyRegistered(email, { fallback: language })
            : () => this.mailer.code(email, code, 'signup', { fallback: language })
          : real
            ? () => this.mailer.code(email, code, 'forgot', { fallback: language })
            : undefined;
      return { userId: answerId, mail };
    });
    // Queued after the answer is decided and not awaited: whether a mail goes out (known vs
    // unknown address) must not show in the response time. A failed enqueue is logged; the
    // reader can ask again.
    if (mail) void mail().catch((err) => logger.error({ err, purpose }, 'identity code mail not queued'));
    return purpose === 'forgot' ? { userId } : {};
  }
}
