// The header badge: the unread count, kept live by the badge stream (reconnects with backoff,
// 1 s doubling to 30 s); marking a notification read here updates it at once.
import { useEffect } from 'react';
import { atom, useAtom, useAtomValue } from 'jotai';
import { credentialsAtom } from '../../../stores/session.js';
import { watchBadge } from '../api/badge-stream.js';

/** The last count the server pushed (null until the first push). */
export const unreadCountAtom = atom<number | null>(null);

const START_DELAY_MS = 1_500;
const MAX_BACKOFF_MS = 30_000;
const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

export function useUnreadCount(): number | null {
  const credentials = useAtomValue(credentialsAtom);
  const [count, setCount] = useAtom(unreadCountAtom);
  useEffect(() => {
    if (!credentials) { setCount(null); return; }
    const ctrl = new AbortController();
    void (async () => {
      await sleep(START_DELAY_MS, ctrl.signal);
      let failures = 0;
      while (!ctrl.signal.aborted) {
        try { await watchBadge(credentials.token, ctrl.signal, (n) => { failures = 0; setCount(n); }); } catch { failures++; }
        if (ctrl.signal.aborted) return;
        await sleep(Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** Math.min(failures, 5)), ctrl.signal);
      }
    })();
    return () => ctrl.abort();
  }, [credentials, setCount]);
  return count;
}
