import { Command } from '@nestjs/cqrs';

/** A right sign-up code marks the address verified; a right forgot code answers a reset token. */
export type VerifyMailResult =
  | { purpose: 'signup' }
  | { purpose: 'forgot'; userId: string; token: string };

/** Checks the 6-digit code mailed by signup-mail. */
export class VerifyMailCommand extends Command<VerifyMailResult> {
  constructor(readonly email: string, readonly code: string) { super(); }
}
