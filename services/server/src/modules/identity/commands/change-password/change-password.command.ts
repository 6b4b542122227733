import { Command } from '@nestjs/cqrs';

/** Who sets the new password. */
export type PasswordCaller =
  /** Signed in (the account page). */
  | { userId: string }
  /** The forgot flow: the reset token verify-mail answered, sent as an argument (GraphQL resetPassword). */
  | { resetToken: string }
  /**
   * REST change-password without a live session: the Token header holds the forgot flow's reset
   * token; a token that is not one (e.g. a session that has ended) answers "session ended".
   */
  | { headerToken: string };

/** The new password as the door received it. */
export type PasswordForm =
  /** GraphQL arguments (the schema has typed them). */
  | { password: string; confirmPassword: string }
  /**
   * The REST body (password, confirm_password, userId), read only once the caller is known: a
   * token that is neither a session nor a reset token answers 401 whatever the body holds.
   */
  | { body: unknown };

/** Sets a new password and ends every session of the user; a reset token is used up. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly caller: PasswordCaller,
    readonly form: PasswordForm,
  ) {
    super();
  }
}
