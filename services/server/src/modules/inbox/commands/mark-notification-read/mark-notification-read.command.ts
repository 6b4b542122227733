import { Command } from '@nestjs/cqrs';

export interface ReadOutcome {
  changed: boolean;
  unread: number;
}

/** Mark a notification the reader can see as read (docs/product.md: opening one marks it read); once. */
export class MarkNotificationReadCommand extends Command<ReadOutcome> {
  constructor(
    readonly userId: string,
    readonly notificationId: string,
  ) {
    super();
  }
}
