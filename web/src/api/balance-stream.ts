// The reader's `balanceChanged` GraphQL subscription over SSE (the server's Yoga endpoint), as a
// plain fetch stream: it tells only that something in the wallet changed; what changed is read
// again from the server (the pushes are hints, never the source of truth).
import { graphql } from '../gql/index.js';

const BalanceChanged = graphql(`subscription BalanceChanged { balanceChanged { coin bonusCoin point freeRental } }`);

export interface BalanceStreamHandlers {
  /** The server accepted the subscription. */
  onOpen?: () => void;
  /** A `balanceChanged` message arrived. */
  onEvent: () => void;
}

/** The subscription document the stream sends. */
export const BALANCE_SUBSCRIPTION = BalanceChanged.toString();

/**
 * Calls `onEvent` for every `balanceChanged` message until `signal` aborts or the server ends the
 * stream (then it resolves; a refused or failed connection rejects).
 */
export async function watchBalance(token: string, signal: AbortSignal, { onOpen, onEvent }: BalanceStreamHandlers): Promise<void> {
  const res = await fetch('/graphql', {
    method: 'POST', signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: BALANCE_SUBSCRIPTION }),
  });
  if (!res.ok) throw new Error(`balance stream answered ${res.status}`);
  const reader = res.body?.getReader();
  if (!reader) return;
  onOpen?.();
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
