// Waits for a pending payment to settle (spec §2 payment dialog, contract §6): the server pushes
// `balanceChanged` over SSE (GraphQL subscription) and the user data is polled as a fallback;
// `settled` decides from fresh user data (more coins, or another plan end date).
import { useEffect, useRef } from 'react';
import { storedCredentials } from '../../lib/storage.js';

const POLL_MS = 4000;

async function watchBalance(signal: AbortSignal, onEvent: () => void): Promise<void> {
  const token = storedCredentials()?.token;
  if (!token) return;
  const res = await fetch('/graphql', {
    method: 'POST', signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'subscription { balanceChanged { coin bonusCoin point freeRental } }' }),
  });
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
      if (/^data:/m.test(block) && block.includes('balanceChanged')) onEvent();
    }
  }
}

/** While `active`, asks `settled()` (fresh server data) on every push and every few seconds. */
export function useSettlement(active: boolean, settled: () => Promise<boolean>, onSettled: () => void) {
  const latest = useRef({ settled, onSettled });
  latest.current = { settled, onSettled };
  useEffect(() => {
    if (!active) return;
    const ctrl = new AbortController();
    let finished = false;
    const check = async () => {
      if (finished) return;
      const done = await latest.current.settled().catch(() => false);
      if (!finished && done) { finished = true; ctrl.abort(); latest.current.onSettled(); }
    };
    void watchBalance(ctrl.signal, () => void check()).catch(() => undefined);
    const timer = setInterval(() => void check(), POLL_MS);
    return () => { finished = true; clearInterval(timer); ctrl.abort(); };
  }, [active]);
}
