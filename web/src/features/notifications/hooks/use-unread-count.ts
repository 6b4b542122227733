// The header badge's unread count: asked when the badge mounts (UnreadCount; a count the cache kept
// from an earlier visit shows meanwhile), then kept current by the badge stream (reconnects with
// backoff, 1 s doubling to 30 s). A pushed count that differs from the one shown means the count
// and the list changed (a notification came due, or one was read on another page), so both are
// asked again. Marking a notification read here sets the count from the mutation's answer
// (api/notifications-cache.ts).
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { refetchQueries, useGraphqlClient, useGraphqlQuery } from '../../../lib/graphql.js';
import { credentialsAtom } from '../../../stores/session.js';
import { watchBadge } from '../api/badge-stream.js';
import { INBOX_NOTIFICATIONS, UNREAD_COUNT } from '../api/notifications.js';

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
  const client = useGraphqlClient();
  const { data } = useGraphqlQuery(UNREAD_COUNT, undefined, { enabled: !!credentials, fresh: true });
  const shown = useRef<number | undefined>(undefined);
  shown.current = data?.unreadCount;
  useEffect(() => {
    if (!credentials) return;
    const ctrl = new AbortController();
    const pushed = (unread: number) => {
      const before = shown.current;
      if (before === unread) return;
      // Before the count's first answer, no change of the list is known.
      void (before === undefined ? refetchQueries(client, UNREAD_COUNT) : refetchQueries(client, UNREAD_COUNT, INBOX_NOTIFICATIONS));
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
  }, [credentials, client]);
  return credentials ? data?.unreadCount : undefined;
}
