import { Command } from '@nestjs/cqrs';
import type { PasswordForm } from '../change-password/password-form.js';

/**
 * The forgot flow: the reset token verify-mail answered sets a new password, is used up, and
 * every session of the user ends. `sentAs` is where the token came: a GraphQL argument
 * (resetPassword), or REST change-password's Token header without a live session, where a token
 * that is not a reset token answers "session ended".
 */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly resetToken: string,
    readonly sentAs: 'argument' | 'header',
    readonly form: PasswordForm,
  ) {
    super();
  }
}
