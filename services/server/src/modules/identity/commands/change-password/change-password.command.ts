import { Command } from '@nestjs/cqrs';
import type { PasswordForm } from './password-form.js';

/** The signed-in user (the account page) sets a new password; every session of the user ends. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly form: PasswordForm,
  ) {
    super();
  }
}
