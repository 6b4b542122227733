// Client state of the wallet's freshness: a counter raised each time the server says the
// signed-in reader's wallet changed (app/wallet-sync.tsx). Screens showing wallet data read it
// again when it moves (api/use-wallet-changes.ts); the data itself stays in the TanStack Query cache.
import { atom } from 'jotai';

export const walletRevisionAtom = atom(0);
