import { Command } from '@nestjs/cqrs';
import type { UserRow } from '../../infra/user-row.js';

/** Email + password login on a device (the client's device text); answers the session token. */
export class LogInCommand extends Command<{ token: string; user: UserRow }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly device: string,
  ) {
    super();
  }
}
