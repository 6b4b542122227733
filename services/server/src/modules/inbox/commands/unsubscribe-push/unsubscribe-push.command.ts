import { Command } from '@nestjs/cqrs';

export interface PushUnsubscribed {
  subscribed: false;
  devices: number;
}

/** This browser no longer receives the reader's pushes. Only the reader's own subscription can be removed. */
export class UnsubscribePushCommand extends Command<PushUnsubscribed> {
  constructor(
    readonly userId: string,
    readonly endpoint: unknown,
  ) {
    super();
  }
}
