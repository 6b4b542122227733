import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { IDENTITY_RULES } from '../domain/identity.rules.js';
import { IDENTITY_MAIL_TEXTS, type CodePurpose, type MailLanguage } from './identity-mail-texts.js';
import { UUID_SHAPE } from './user-row.js';

/**
 * Whose language a mail is written in: the account with this id, else the account with the
 * mail's address; `fallback` (the request's language) when there is no account or setting yet.
 */
export interface MailReader {
  userId?: string;
  fallback?: MailLanguage;
}

/** The identity mails, in the account's language. Sending is queued with retries by the platform's MailService. */
@Injectable()
export class IdentityMailer {
  constructor(
    private readonly mail: MailService,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async code(to: string, code: string, purpose: CodePurpose, reader: MailReader = {}): Promise<void> {
    const texts = await this.texts(to, reader);
    await this.mail.send({ to, ...texts.code(code, purpose, IDENTITY_RULES.codeTtlMs / 60_000) });
  }

  /** Sign-up asked for an address that already has an account: tell the owner, send no code. */
  async alreadyRegistered(to: string, reader: MailReader = {}): Promise<void> {
    await this.mail.send({ to, ...(await this.texts(to, reader)).alreadyRegistered(this.config.PUBLIC_URL) });
  }

  /** An email change asked for an address that already has an account: tell the owner, send no code. */
  async emailChangeToRegistered(to: string, reader: MailReader = {}): Promise<void> {
    await this.mail.send({ to, ...(await this.texts(to, reader)).emailChangeToRegistered(this.config.PUBLIC_URL) });
  }

  async passwordChanged(to: string, reader: MailReader = {}): Promise<void> {
    await this.mail.send({ to, ...(await this.texts(to, reader)).passwordChanged() });
  }

  async emailChanged(oldAddress: string, newAddress: string, reader: MailReader = {}): Promise<void> {
    await this.mail.send({ to: oldAddress, ...(await this.texts(newAddress, reader)).emailChanged(newAddress) });
  }

  private async texts(address: string, { userId, fallback = 'english' }: MailReader) {
    const { rows } =
      userId && UUID_SHAPE.test(userId)
        ? await this.pool.query<{ language: MailLanguage | null }>(
            'SELECT s.language FROM public.identity_users u LEFT JOIN public.identity_user_settings s ON s.user_id = u.id WHERE u.id = $1',
            [userId],
          )
        : await this.pool.query<{ language: MailLanguage | null }>(
            'SELECT s.language FROM public.identity_users u LEFT JOIN public.identity_user_settings s ON s.user_id = u.id WHERE lower(u.email) = lower($1)',
            [address],
          );
    return IDENTITY_MAIL_TEXTS[rows[0]?.language ?? fallback] ?? IDENTITY_MAIL_TEXTS.english;
  }
}
