// The reader's `notificationBadge` subscription over SSE (the server's Yoga endpoint, read with
// graphql-sse): the unread count at once, then whenever a notification becomes due, is written
// for the reader, or is read on another page.
import { graphql } from '../../../gql/index.js';
import { subscribe } from '../../../lib/graphql-subscription.js';

const NotificationBadge = graphql(`subscription NotificationBadge { notificationBadge { unread } }`);

/**
 * Calls `onCount` with every count the server pushes until `signal` aborts or the server ends the
 * stream (then it resolves; a refused or failed connection rejects).
 */
export function watchBadge(token: string, signal: AbortSignal, onCount: (unread: number) => void): Promise<void> {
  return subscribe({
    document: NotificationBadge,
    token,
    signal,
    name: 'badge',
    onNext: (result) => {
      const unread: unknown = result.data?.notificationBadge?.unread;
      if (typeof unread === 'number') onCount(unread);
    },
  });
}
