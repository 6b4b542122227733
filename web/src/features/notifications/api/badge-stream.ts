// The reader's `notificationBadge` subscription over SSE (the server's Yoga endpoint), as a plain
// fetch stream: the unread count at once, then whenever a notification becomes due, is written
// for the reader, or is read on another page.
import { graphql } from '../../../gql/index.js';
import { subscribeOverSse } from '../../../lib/graphql-sse.js';

const NotificationBadge = graphql(`subscription NotificationBadge { notificationBadge { unread } }`);

/**
 * Calls `onCount` with every count the server pushes until `signal` aborts or the server ends the
 * stream (then it resolves; a refused or failed connection rejects).
 */
export function watchBadge(token: string, signal: AbortSignal, onCount: (unread: number) => void): Promise<void> {
  return subscribeOverSse({
    query: NotificationBadge.toString(),
    token,
    signal,
    name: 'badge',
    onBlock: (block) => {
      const m = /^data: (.*)$/m.exec(block);
      if (!m) return;
      try {
        const unread = (JSON.parse(m[1]!) as { data?: { notificationBadge?: { unread?: unknown } } } | null)?.data?.notificationBadge
          ?.unread;
        if (typeof unread === 'number') onCount(unread);
      } catch {
        /* not a message */
      }
    },
  });
}
