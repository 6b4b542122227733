import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service.js';
import { MailTransport } from './mail-transport.js';

/** Mail through SMTP_URL or the `.eml` outbox, queued as 'mail.send' jobs with retries. */
@Global()
@Module({ providers: [MailService, MailTransport], exports: [MailService, MailTransport] })
export class MailModule {}
