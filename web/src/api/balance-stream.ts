// The reader's `balanceChanges` GraphQL subscription over SSE (the server's Yoga endpoint, read
// with graphql-sse): it tells only that something in the wallet changed; what changed is read
// again from the server (the pushes are hints, never the source of truth).
import { graphql } from '../gql/index.js';
import { subscribe } from '../lib/graphql-subscription.js';

const BALANCE_CHANGES = graphql(`subscription BalanceChanges { balanceChanges { coin bonusCoin point freeRental } }`);

export interface BalanceStreamHandlers {
  /** The server accepted the subscription. */
  onOpen?: () => void;
  /** A `balanceChanges` message arrived. */
  onEvent: () => void;
}

/**
 * Calls `onEvent` for every `balanceChanges` message until `signal` aborts or the server ends the
 * stream (then it resolves; a refused or failed connection rejects).
 */
export function watchBalance(token: string, signal: AbortSignal, { onOpen, onEvent }: BalanceStreamHandlers): Promise<void> {
  return subscribe({
    document: BALANCE_CHANGES,
    token,
    signal,
    name: 'balance',
    onOpen,
    // A message carrying the operation's data; an errors-only message is not a change.
    onNext: (result) => {
      if (result.data && 'balanceChanges' in result.data) onEvent();
    },
  });
}
