import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { IDENTITY_RULES } from '../../domain/identity.rules.js';
import { codeInvalid } from '../../domain/identity.errors.js';
import { codeHash, newOpaqueToken, resetFlowId, tokenHash } from '../../infra/identity-crypto.js';
import { IdentitySecrets } from '../../infra/identity-secrets.js';
import { checkCode, type EmailCodeRow } from '../../one-time-codes.js';
import { VerifyEmailCodeCommand, type VerifyEmailCodeResult } from './verify-email-code.command.js';

/**
 * A wrong code counts a try; the fifth wrong try kills the code. A right code is used up: for
 * sign-up the address is marked verified and a single-use sign-up token (only its SHA-256 is kept;
 * good for signup-user of this address within 30 minutes) is answered; for forgot a single-use
 * reset token (15 minutes, good only for change-password) is answered.
 */
@CommandHandler(VerifyEmailCodeCommand)
export class VerifyEmailCodeHandler implements ICommandHandler<VerifyEmailCodeCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly secrets: IdentitySecrets,
  ) {}

  async execute({ email, code }: VerifyEmailCodeCommand): Promise<VerifyEmailCodeResult> {
    const key = await this.secrets.serverKey();
    const now = this.clock.now();
    // Wrong tries must be recorded even though the call fails, so the transaction commits first.
    const outcome = await withTransaction(this.pool, async (c) => {
      const row = (await c.query<EmailCodeRow>('SELECT * FROM public.identity_email_codes WHERE email = $1 FOR UPDATE', [email])).rows[0];
      if (!row || row.consumed_at || row.verified_at) return { error: codeInvalid() };
      const check = checkCode(row, codeHash(key, email, code), now);
      if (check.wrongTries !== undefined) {
        await c.query('UPDATE public.identity_email_codes SET attempts = $2 WHERE email = $1', [email, check.wrongTries]);
      }
      if (check.error) return { error: check.error };
      if (row.purpose === 'signup') {
        const token = newOpaqueToken();
        await c.query(
          'UPDATE public.identity_email_codes SET verified_at = $2, consumed_at = $2, signup_token_hash = $3 WHERE email = $1',
          [email, now, tokenHash(token)],
        );
        return { result: { purpose: 'signup', token } as VerifyEmailCodeResult };
      }
      if (!row.user_id) return { error: codeInvalid() };
      await c.query('UPDATE public.identity_email_codes SET verified_at = $2, consumed_at = $2 WHERE email = $1', [email, now]);
      const token = newOpaqueToken();
      // Only the newest reset token of a user is good.
      await c.query('DELETE FROM public.identity_password_resets WHERE user_id = $1', [row.user_id]);
      await c.query('INSERT INTO public.identity_password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
        tokenHash(token),
        row.user_id,
        new Date(now.getTime() + IDENTITY_RULES.resetTokenTtlMs),
        now,
      ]);
      return { result: { purpose: 'forgot', userId: resetFlowId(key, email), token } as VerifyEmailCodeResult };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }
}
