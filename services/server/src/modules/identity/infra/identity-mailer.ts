import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { IDENTITY_RULES } from '../domain/identity.rules.js';

/** The identity mails. Sending is queued with retries by the platform's MailService. */
@Injectable()
export class IdentityMailer {
  constructor(private readonly mail: MailService, @Inject(CONFIG) private readonly config: Config) {}

  async code(to: string, code: string, purpose: 'signup' | 'forgot' | 'email-change'): Promise<void> {
    const minutes = IDENTITY_RULES.codeTtlMs / 60_000;
    const what = purpose === 'signup' ? 'finish signing up to Koma'
      : purpose === 'forgot' ? 'reset your Koma password' : 'make this the email address of your Koma account';
    await this.mail.send({
      to,
      subject: `Your Koma code: ${code}`,
      text: `Your code to ${what} is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once.\nIf you did not ask for it, ignore this mail.`,
    });
  }

  /** Sign-up asked for an address that already has an account: tell the owner, send no code. */
  async alreadyRegistered(to: string): Promise<void> {
    await this.mail.send({
      to,
      subject: 'You already have a Koma account',
      text: `Someone (hopefully you) tried to sign up to Koma with this address, which already has an account.\n\nLog in at ${this.config.PUBLIC_URL}/login, or reset your password at ${this.config.PUBLIC_URL}/forgot-password.`,
    });
  }

  /** An email change asked for an address that already has an account: tell the owner, send no code. */
  async emailChangeToRegistered(to: string): Promise<void> {
    await this.mail.send({
      to,
      subject: 'Someone tried to move a Koma account to your address',
      text: `Someone asked to make this address the email of another Koma account. This address already has an account, so nothing was changed and nothing is needed from you.\n\nYour account: ${this.config.PUBLIC_URL}/login`,
    });
  }

  async passwordChanged(to: string): Promise<void> {
    await this.mail.send({
      to,
      subject: 'Your Koma password was changed',
      text: 'The password of your Koma account was changed and every device was signed out.\nIf this was not you, reset your password at once.',
    });
  }

  async emailChanged(oldAddress: string, newAddress: string): Promise<void> {
    await this.mail.send({
      to: oldAddress,
      subject: 'Your Koma email address was changed',
      text: `The email address of your Koma account was changed to ${newAddress}.\nIf this was not you, contact support at once.`,
    });
  }
}
