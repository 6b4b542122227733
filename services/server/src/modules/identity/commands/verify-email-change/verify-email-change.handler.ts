import { Inject } from '@nestjs/common';
import { isUniqueViolation } from '../../../../platform/database/pg-errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { emailChangeNone, emailChangeVoid } from '../../domain/identity.errors.js';
import { codeHash } from '../../infra/identity-crypto.js';
import { IdentityMailer } from '../../infra/identity-mailer.js';
import { IdentitySecrets } from '../../infra/identity-secrets.js';
import { USER_COLUMNS, type UserRow } from '../../infra/user-row.js';
import { changeLabel, EmailChangeService } from '../../email-change.service.js';
import { checkCode } from '../../one-time-codes.js';
import { VerifyEmailChangeCommand } from './verify-email-change.command.js';

/**
 * The right code switches the account's email and mails the old address. Wrong tries are recorded
 * (the fifth kills the code). If the address has meanwhile been taken by another account, the
 * change is void: nothing switches and the waiting change is dropped.
 */
@CommandHandler(VerifyEmailChangeCommand)
export class VerifyEmailChangeHandler implements ICommandHandler<VerifyEmailChangeCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly secrets: IdentitySecrets,
    private readonly mailer: IdentityMailer,
    private readonly changes: EmailChangeService,
  ) {}

  async execute({ userId, code }: VerifyEmailChangeCommand): Promise<UserRow> {
    const key = await this.secrets.serverKey();
    const now = this.clock.now();
    let outcome;
    try {
      // Wrong tries must be recorded even though the call fails, so the transaction commits first.
      outcome = await withTransaction(this.pool, async (c) => {
        const before = await this.changes.lockUser(c, userId);
        const row = await this.changes.pendingRow(c, userId);
        if (!row) return { error: emailChangeNone() };
        const check = checkCode(row, codeHash(key, changeLabel(userId, row.new_email), code), now);
        if (check.wrongTries !== undefined) {
          await c.query('UPDATE public.identity_email_changes SET attempts = $2 WHERE user_id = $1', [userId, check.wrongTries]);
        }
        if (check.error) return { error: check.error };
        const other = await c.query('SELECT 1 FROM public.identity_users WHERE lower(email) = $1 AND id <> $2', [row.new_email, userId]);
        await c.query('DELETE FROM public.identity_email_changes WHERE user_id = $1', [userId]);
        if (other.rowCount) return { error: emailChangeVoid() };
        const { rows } = await c.query<UserRow>(
          `UPDATE public.identity_users SET email = $2, updated_at = $3 WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [userId, row.new_email, now],
        );
        return { user: rows[0]!, oldEmail: before.email };
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      // Another account took the address between the check and the update.
      await this.pool.query('DELETE FROM public.identity_email_changes WHERE user_id = $1', [userId]);
      throw emailChangeVoid();
    }
    if ('error' in outcome) throw outcome.error;
    await this.mailer.emailChanged(outcome.oldEmail, outcome.user.email, { userId });
    return outcome.user;
  }
}
