// The reader's `notificationBadge` subscription over SSE (the server's Yoga endpoint), as a plain
// fetch stream: the unread count at once, then whenever a notification becomes due, is written
// for the reader, or is read on another page.
import { graphql } from '../../../gql/index.js';

const NotificationBadge = graphql(`subscription NotificationBadge { notificationBadge { unread } }`);

/**
 * Calls `onCount` with every count the server pushes until `signal` aborts or the server ends the
 * stream (then it resolves; a refused or failed connection rejects).
 */
export async function watchBadge(token: string, signal: AbortSignal, onCount: (unread: number) => void): Promise<void> {
  const res = await fetch('/graphql', {
    method: 'POST', signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: NotificationBadge.toString() }),
  });
  if (!res.ok) throw new Error(`badge stream answered ${res.status}`);
  const reader = res.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const m = /^data: (.*)$/m.exec(block);
      if (!m) continue;
      try {
        const unread = (JSON.parse(m[1]!) as { data?: { notificationBadge?: { unread?: unknown } } } | null)?.data?.notificationBadge?.unread;
        if (typeof unread === 'number') onCount(unread);
      } catch { /* not a message */ }
    }
  }
}
