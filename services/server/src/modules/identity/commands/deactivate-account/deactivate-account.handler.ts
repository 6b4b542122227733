import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { userNotFound } from '../../domain/identity.errors.js';
import { SessionsService } from '../../sessions.service.js';
import { DeactivateAccountCommand } from './deactivate-account.command.js';

/** The account can no longer log in and every session ends; its data is kept. */
@CommandHandler(DeactivateAccountCommand)
export class DeactivateAccountHandler implements ICommandHandler<DeactivateAccountCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, reason }: DeactivateAccountCommand): Promise<void> {
    const now = this.clock.now();
    await withTransaction(this.pool, async (c) => {
      const r = await c.query(
        `UPDATE public.identity_users SET status = 'deactivated', deactivation_reason = $2, deactivated_at = $3, updated_at = $3
          WHERE id = $1 AND status = 'active'`,
        [userId, reason, now],
      );
      if (!r.rowCount) throw userNotFound();
      await SessionsService.revokeAll(c, userId);
      await c.query('DELETE FROM public.identity_password_resets WHERE user_id = $1', [userId]);
    });
  }
}
