import { QueryBus } from '@nestjs/cqrs';
import { Resolver, Subscription } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PubSub } from '../../../../platform/graphql/pubsub.js';
import { NotificationBadge } from '../../inbox.graphql-types.js';
import { BROADCAST_TOPIC, readerTopic, type InboxHint } from '../../inbox.topics.js';
import { GetUnreadCountQuery } from '../../queries/get-unread-count/get-unread-count.query.js';
import { mergeIterators } from './merge-iterators.js';

@Resolver()
export class WatchNotificationBadgeResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly pubsub: PubSub,
  ) {}

  /**
   * The badge now, then again whenever it moves: a notification came due, one was written for
   * the reader, or the reader read one on another page (over SSE).
   */
  @Authenticated([])
  @Subscription(() => NotificationBadge, {
    description: 'Pushes the unread count when a notification becomes due or is read elsewhere (over SSE)',
    resolve: (b: NotificationBadge) => b,
  })
  notificationBadge(@CurrentUser() me: AuthUser): AsyncIterableIterator<NotificationBadge> {
    const hints = mergeIterators<InboxHint>([
      this.pubsub.subscribe<InboxHint>(readerTopic(me.userId)),
      this.pubsub.subscribe<InboxHint>(BROADCAST_TOPIC),
    ]);
    const count = () => this.queries.execute(new GetUnreadCountQuery(me.userId));
    let last: number | undefined;
    let first = true;
    return {
      next: async () => {
        for (;;) {
          if (!first) {
            const hint = await hints.next();
            if (hint.done) return { value: undefined, done: true };
          }
          first = false;
          const unread = await count();
          if (unread !== last) {
            last = unread;
            return { value: { unread }, done: false };
          }
        }
      },
      return: async () => {
        await hints.return?.();
        return { value: undefined, done: true };
      },
      throw: async (e: unknown) => {
        await hints.return?.();
        throw e;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
