import { Command } from '@nestjs/cqrs';

/** What signup-mail answers: for `forgot`, the user id (a stable decoy id for an unknown address). */
export interface SignupMailResult { userId?: string }

/** Mails a 6-digit code to an address: to finish signing up, or (forgot) to reset the password. */
export class SignupMailCommand extends Command<SignupMailResult> {
  constructor(readonly email: string, readonly purpose: 'signup' | 'forgot', readonly fullName?: string) { super(); }
}
