import { Injectable } from '@nestjs/common';
import { PubSub } from '../../platform/graphql/pubsub.js';

/** A reader's own inbox changed (a notification read in another tab, one written for them). */
export const readerTopic = (userId: string) => `inbox:${userId}`;
/** Something every reader may see changed (a catalog notification came due, a fan-out batch). */
export const BROADCAST_TOPIC = 'inbox:all';

export interface InboxHint {
  reason: 'read' | 'due' | 'fan-out';
  comicId?: string;
}

/** Hints to the open pages that the badge may have moved; never the source of truth. */
@Injectable()
export class InboxTopics {
  constructor(private readonly pubsub: PubSub) {}

  reader(userId: string, hint: InboxHint): void {
    this.pubsub.publish(readerTopic(userId), hint).catch(() => undefined);
  }
  everyone(hint: InboxHint): void {
    this.pubsub.publish(BROADCAST_TOPIC, hint).catch(() => undefined);
  }
}
