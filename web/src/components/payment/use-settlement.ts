// Waits for a pending payment to settle (docs/product.md payment dialog, docs/product.md, The REST calls): the server pushes
// `balanceChanges` over SSE (app/wallet-sync.tsx raises walletRevisionAtom) and the user data is
// polled as a fallback; `settled` decides from fresh user data (more coins, or another plan end date).
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { walletRevisionAtom } from '../../stores/wallet.js';

const POLL_MS = 4000;

/** While `active`, asks `settled()` (fresh server data) on every push and every few seconds. */
export function useSettlement(active: boolean, settled: () => Promise<boolean>, onSettled: () => void) {
  const latest = useRef({ settled, onSettled });
  latest.current = { settled, onSettled };
  const finished = useRef(true);
  const check = useRef(async () => {
    if (finished.current) return;
    const done = await latest.current.settled().catch(() => false);
    if (!finished.current && done) {
      finished.current = true;
      latest.current.onSettled();
    }
  });
  const revision = useAtomValue(walletRevisionAtom);

  useEffect(() => {
    if (!active) return;
    finished.current = false;
    const timer = setInterval(() => void check.current(), POLL_MS);
    return () => {
      finished.current = true;
      clearInterval(timer);
    };
  }, [active]);

  useEffect(() => {
    if (active) void check.current();
  }, [active, revision]);
}
