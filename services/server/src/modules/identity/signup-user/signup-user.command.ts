import { Command } from '@nestjs/cqrs';
import type { UserRow } from '../infra/user-row.js';

/** Creates the account of an address verified by verify-mail (the password already checked). */
export class SignupUserCommand extends Command<UserRow> {
  constructor(readonly email: string, readonly fullName: string, readonly password: string) { super(); }
}
