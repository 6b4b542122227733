import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { LogOutCommand } from './log-out.command.js';

/** The token stops working on the very next request (sessions are read from PostgreSQL each time). */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ userId, sessionId, device }: LogOutCommand): Promise<number> {
    const r = device
      ? await this.pool.query('DELETE FROM public.identity_sessions WHERE user_id = $1 AND device = $2', [userId, device])
      : await this.pool.query('DELETE FROM public.identity_sessions WHERE user_id = $1 AND id = $2', [userId, sessionId]);
    return r.rowCount ?? 0;
  }
}
