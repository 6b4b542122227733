// The header badge's unread count: read once (UnreadCount), then kept current by the
// badge stream, which writes each pushed count into the same cache entry (reconnects with backoff,
// 1 s doubling to 30 s). A pushed count that differs from the cached one means the list changed
// (a notification came due, or one was read on another page), so the list is asked again.
// Marking a notification read here sets the count from the mutation's answer
// (notification-pages.tsx).
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { graphqlKey, useGraphqlQuery } from '../../../lib/graphql.js';
import { credentialsAtom } from '../../../stores/session.js';
import { watchBadge } from '../api/badge-stream.js';
import { INBOX_NOTIFICATIONS, UNREAD_COUNT } from '../api/notifications.js';

/** The badge count's cache key. */
export const unreadCountKey = graphqlKey(UNREAD_COUNT, {});

/** The stream opens after the page's own first requests (it holds a connection for good). */
const START_DELAY_MS = 1_500;
const MAX_BACKOFF_MS = 30_000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** The signed-in reader's unread count (undefined until known or when signed out). */
export function useUnreadCount(): number | undefined {
  const credentials = useAtomValue(credentialsAtom);
  const queryClient = useQueryClient();
  const { data } = useGraphqlQuery(UNREAD_COUNT, undefined, { enabled: !!credentials, perReader: true });
  useEffect(() => {
    if (!credentials) return;
    const ctrl = new AbortController();
    const pushed = (unread: number) => {
      const before = queryClient.getQueryData<{ unreadCount: number }>(unreadCountKey)?.unreadCount;
      queryClient.setQueryData(unreadCountKey, { unreadCount: unread });
      if (before !== undefined && before !== unread) void queryClient.invalidateQueries({ queryKey: graphqlKey(INBOX_NOTIFICATIONS) });
    };
    void (async () => {
      await sleep(START_DELAY_MS, ctrl.signal);
      let failures = 0;
      while (!ctrl.signal.aborted) {
        try {
          await watchBadge(credentials.token, ctrl.signal, (n) => {
            failures = 0;
            pushed(n);
          });
        } catch {
          failures++;
        }
        if (ctrl.signal.aborted) return;
        await sleep(Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** Math.min(failures, 5)), ctrl.signal);
      }
    })();
    return () => ctrl.abort();
  }, [credentials, queryClient]);
  return credentials ? data?.unreadCount : undefined;
}
