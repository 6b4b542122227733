import { changePasswordInput, parseWith, requireFields } from '../../domain/identity.inputs.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';

/** The new password as the door received it (change-password and reset-password). */
export type PasswordForm =
  /** GraphQL arguments (the schema has typed them). */
  | { password: string; confirmPassword: string }
  /**
   * The REST body (password, confirm_password, userId), read only once the caller is known: a
   * token that is neither a session nor a reset token answers 401 whatever the body holds.
   */
  | { body: unknown };

/** The form's fields; a REST body is parsed here. */
export function readForm(form: PasswordForm): { password: string; confirmPassword?: string; userId?: string } {
  if (!('body' in form)) return form;
  const b = parseWith(changePasswordInput, requireFields(form.body, ['password'], IDENTITY_MESSAGES.required));
  return { password: b.password, confirmPassword: b.confirm_password, userId: b.userId };
}
