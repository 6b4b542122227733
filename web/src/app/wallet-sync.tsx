// Keeps every open page's wallet data fresh (issue 5, issue 6): while a reader is signed
// in, one `balanceChanges` stream per page; each push refreshes the user data (header balances,
// plan, gifts) and raises walletRevisionAtom, which the wallet screens follow
// (api/use-wallet-changes.ts). So a purchase, a claim, a settlement or an expiry made anywhere —
// another tab, another device, a job — shows without a reload. A dropped stream reconnects with
// backoff (1 s doubling to 30 s) and then reads everything again, since pushes may have been missed.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { watchBalance } from '../api/balance-stream.js';
import { UserDataDocument } from '../api/user-data.js';
import { refetchQueries, useGraphqlClient } from '../lib/graphql.js';
import { credentialsAtom } from '../stores/session.js';
import { walletRevisionAtom } from '../stores/wallet.js';

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

export function WalletSync() {
  const credentials = useAtomValue(credentialsAtom);
  const bump = useSetAtom(walletRevisionAtom);
  const client = useGraphqlClient();
  useEffect(() => {
    if (!credentials) return;
    const ctrl = new AbortController();
    const changed = () => {
      void refetchQueries(client, UserDataDocument);
      bump((n) => n + 1);
    };
    void (async () => {
      await sleep(START_DELAY_MS, ctrl.signal);
      let failures = 0;
      let dropped = false;
      while (!ctrl.signal.aborted) {
        try {
          await watchBalance(credentials.token, ctrl.signal, {
            onOpen: () => {
              failures = 0;
              if (dropped) changed();
            },
            onEvent: changed,
          });
        } catch {
          failures++;
        }
        if (ctrl.signal.aborted) return;
        dropped = true;
        await sleep(Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** Math.min(failures, 5)), ctrl.signal);
      }
    })();
    return () => ctrl.abort();
  }, [credentials, bump, client]);
  return null;
}
