// The reader's `balanceChanged` GraphQL subscription over SSE (the server's Yoga endpoint, read
// with graphql-sse): it tells only that something in the wallet changed; what changed is read
// again from the server (the pushes are hints, never the source of truth).
import { graphql } from '../gql/index.js';
import { subscribe } from '../lib/graphql-subscription.js';

const BalanceChanged = graphql(`subscription BalanceChanged { balanceChanged { coin bonusCoin point freeRental } }`);

export interface BalanceStreamHandlers {
  /** The server accepted the subscription. */
  onOpen?: () => void;
  /** A `balanceChanged` message arrived. */
  onEvent: () => void;
}

/**
 * Calls `onEvent` for every `balanceChanged` message until `signal` aborts or the server ends the
 * stream (then it resolves; a refused or failed connection rejects).
 */
export function watchBalance(token: string, signal: AbortSignal, { onOpen, onEvent }: BalanceStreamHandlers): Promise<void> {
  return subscribe({
    document: BalanceChanged,
    token,
    signal,
    name: 'balance',
    onOpen,
    // A message carrying the operation's data; an errors-only message is not a change.
    onNext: (result) => {
      if (result.data && 'balanceChanged' in result.data) onEvent();
    },
  });
}
