import { Command } from '@nestjs/cqrs';
import type { MailLanguage } from '../../infra/identity-mail-texts.js';

/** What signup-mail answers: for `forgot`, the flow's opaque id (alike for known and unknown addresses; never the account id). */
export interface RequestEmailCodeResult {
  userId?: string;
}

/**
 * Mails a 6-digit code to an address: to finish signing up, or (forgot) to reset the password. The
 * mail is in the account's language; `language` (the request's) when there is no account setting.
 */
export class RequestEmailCodeCommand extends Command<RequestEmailCodeResult> {
  constructor(
    readonly email: string,
    readonly purpose: 'signup' | 'forgot',
    readonly fullName?: string,
    readonly language: MailLanguage = 'english',
  ) {
    super();
  }
}
