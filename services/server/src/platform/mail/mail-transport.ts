import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { logger } from '../logging/logger.js';
import type { MailMessage } from './mail.job.js';

export interface Delivery {
  via: 'smtp' | 'file';
  messageId: string;
  path?: string;
}

/** `jane@example.com` → `j***@example.com`: enough to follow a mail in the logs, not to harvest. */
export const maskAddress = (to: string) => to.replace(/^(.)[^@]*@/, '$1***@');

/**
 * Hands a message to the world: through SMTP_URL when set, else as an `.eml` file in the outbox
 * (`var/mail/` under the working directory). Nodemailer builds the MIME message either way.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  /** Where `.eml` files go without SMTP_URL (MAIL_OUTBOX_DIR). */
  readonly outboxDir: string;
  private smtp?: ReturnType<typeof nodemailer.createTransport>;
  private readonly files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(@Inject(CONFIG) private readonly config: Config) {
    this.outboxDir = path.resolve(config.MAIL_OUTBOX_DIR);
  }

  /** `id` names the outbox file, so a retried job rewrites its file instead of adding one. */
  async deliver(message: MailMessage, id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`): Promise<Delivery> {
    const mail = { from: this.config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html };
    if (this.config.SMTP_URL) {
      this.smtp ??= nodemailer.createTransport(this.config.SMTP_URL);
      const info = await this.smtp.sendMail(mail);
      if (info.rejected?.length) throw new Error(`the SMTP server refused the recipient (${info.response})`);
      logger.info({ to: maskAddress(message.to), messageId: info.messageId, via: 'smtp' }, 'mail sent');
      return { via: 'smtp', messageId: info.messageId };
    }
    const info = await this.files.sendMail(mail);
    await mkdir(this.outboxDir, { recursive: true });
    const file = path.join(this.outboxDir, `${id.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 150)}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    logger.info(
      { to: maskAddress(message.to), messageId: info.messageId, via: 'file', path: file },
      'mail written to the outbox (SMTP_URL is not set)',
    );
    return { via: 'file', messageId: info.messageId, path: file };
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}
