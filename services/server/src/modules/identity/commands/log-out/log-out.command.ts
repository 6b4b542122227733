import { Command } from '@nestjs/cqrs';

/** Ends one device's session (by its device text), or the calling session when none is named; answers how many ended. */
export class LogOutCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly device?: string,
  ) {
    super();
  }
}
