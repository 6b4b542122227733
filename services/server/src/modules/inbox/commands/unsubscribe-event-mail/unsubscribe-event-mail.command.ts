import { Command } from '@nestjs/cqrs';

/** The unsubscribe link of an event mail: turns the reader's "Email me about events" off. */
export class UnsubscribeEventMailCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}
