import { Command } from '@nestjs/cqrs';

/**
 * A right sign-up code answers the single-use sign-up token signup-user needs; a right forgot code
 * answers a reset token and the flow's id (the same opaque id signup-mail answered, never the
 * account's).
 */
export type VerifyEmailCodeResult = { purpose: 'signup'; token: string } | { purpose: 'forgot'; userId: string; token: string };

/** Checks the 6-digit code mailed by signup-mail. */
export class VerifyEmailCodeCommand extends Command<VerifyEmailCodeResult> {
  constructor(
    readonly email: string,
    readonly code: string,
  ) {
    super();
  }
}
