import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { emailChangeNone } from '../../domain/identity.errors.js';
import { EmailChangeService, queue } from '../../email-change.service.js';
import { nextSend } from '../../one-time-codes.js';
import { ResendEmailChangeCodeCommand } from './resend-email-change-code.command.js';

/** At most once a minute and 5 times an hour; the earlier code stops working. */
@CommandHandler(ResendEmailChangeCodeCommand)
export class ResendEmailChangeCodeHandler implements ICommandHandler<ResendEmailChangeCodeCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly changes: EmailChangeService,
  ) {}

  async execute({ userId }: ResendEmailChangeCodeCommand): Promise<string> {
    const now = this.clock.now();
    const { email, mail } = await withTransaction(this.pool, async (c) => {
      await this.changes.lockUser(c, userId);
      const pending = await this.changes.pendingRow(c, userId);
      if (!pending) throw emailChangeNone();
      const send = nextSend(pending, now, true);
      return { email: pending.new_email, mail: await this.changes.issue(c, userId, pending.new_email, send, now) };
    });
    queue(mail);
    return email;
  }
}
