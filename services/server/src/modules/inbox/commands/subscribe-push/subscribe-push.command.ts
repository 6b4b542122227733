import { Command } from '@nestjs/cqrs';

export interface PushSubscribed {
  subscribed: true;
  devices: number;
}

/**
 * This browser may push notifications to the reader: its PushSubscription (endpoint and keys, as
 * the browser's toJSON() gives it), checked by the handler. Subscribing again updates the keys.
 */
export class SubscribePushCommand extends Command<PushSubscribed> {
  constructor(
    readonly userId: string,
    readonly subscription: unknown,
  ) {
    super();
  }
}
