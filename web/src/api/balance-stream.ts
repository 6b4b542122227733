// The reader's `balanceChanged` GraphQL subscription over SSE (the server's Yoga endpoint), as a
// plain fetch stream: it tells only that something in the wallet changed; what changed is read
// again from the server (the pushes are hints, never the source of truth).
import { graphql } from '../gql/index.js';
import { subscribeOverSse } from '../lib/graphql-sse.js';

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
export function watchBalance(token: string, signal: AbortSignal, { onOpen, onEvent }: BalanceStreamHandlers): Promise<void> {
  return subscribeOverSse({
    query: BALANCE_SUBSCRIPTION,
    token,
    signal,
    name: 'balance',
    onOpen,
    onBlock: (block) => {
      if (/^data:/m.test(block) && block.includes('balanceChanged')) onEvent();
    },
  });
}
