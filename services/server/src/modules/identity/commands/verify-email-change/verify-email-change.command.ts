import { Command } from '@nestjs/cqrs';
import type { UserRow } from '../../infra/user-row.js';

/** Confirms the waiting email change with the code mailed to the new address; answers the user. */
export class VerifyEmailChangeCommand extends Command<UserRow> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}
