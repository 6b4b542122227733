import { Command } from '@nestjs/cqrs';
import type { UserRow } from '../../infra/user-row.js';

/**
 * Creates the account of an address verified by verify-mail (the password already checked);
 * `signupToken` is the single-use token verify-mail answered to the client that typed the code.
 */
export class SignUpCommand extends Command<UserRow> {
  constructor(
    readonly email: string,
    readonly fullName: string,
    readonly password: string,
    readonly signupToken: string,
  ) {
    super();
  }
}
