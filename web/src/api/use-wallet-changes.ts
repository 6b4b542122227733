// Wallet screens read their data again when the server says the wallet changed (app/wallet-sync.tsx).
// Histories and expiration lists are async read models that follow the log a moment after the
// push (usually well under a second, seconds under heavy load): they are asked again at once and
// then after 1, 3, 8 and 15 s, so what they show settles without a reload.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { walletRevisionAtom } from '../stores/wallet.js';

export const WALLET_FOLLOW_UP_MS = [1_000, 3_000, 8_000, 15_000] as const;

/** Calls `refresh` when the signed-in reader's wallet changes (not on mount), and again later. */
export function useWalletChanges(refresh: () => void): void {
  const revision = useAtomValue(walletRevisionAtom);
  const latest = useRef(refresh);
  latest.current = refresh;
  const seen = useRef(revision);
  useEffect(() => {
    if (revision === seen.current) return;
    seen.current = revision;
    latest.current();
    const timers = WALLET_FOLLOW_UP_MS.map((ms) => setTimeout(() => latest.current(), ms));
    return () => timers.forEach(clearTimeout);
  }, [revision]);
}
