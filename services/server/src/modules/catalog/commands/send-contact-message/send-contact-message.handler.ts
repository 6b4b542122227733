import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { CONFIG } from '../../../../config/config.module.js';
import type { Config } from '../../../../config/config.schema.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { logger } from '../../../../platform/logging/logger.js';
import { MailService } from '../../../../platform/mail/mail.service.js';
import { SendContactMessageCommand } from './send-contact-message.command.js';

/** Stored either way; support can read the table when the mail queue is down. */
@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: Config,
    private readonly mail: MailService,
  ) {}

  async execute({ name, email, description, ip }: SendContactMessageCommand): Promise<void> {
    const id = randomUUID();
    await this.pool.query('INSERT INTO contact_requests (id, name, email, description, ip) VALUES ($1, $2, $3, $4, $5)', [
      id,
      name,
      email,
      description,
      ip,
    ]);
    try {
      await this.mail.send(
        {
          to: this.config.SUPPORT_EMAIL,
          subject: `Contact request from ${name.replace(/[\r\n]+/g, ' ').slice(0, 120)}`,
          text: `From: ${name} <${email}>\nRequest: ${id}\n\n${description}\n`,
        },
        { jobId: `contact:${id}` },
      );
      await this.pool.query('UPDATE contact_requests SET mailed_at = now() WHERE id = $1', [id]);
    } catch (err) {
      logger.error({ err, id }, 'contact request stored but not queued for mail');
    }
  }
}
