import { withinRefundWindow as within } from './wallet.decider.js';
import type { WalletEvent } from './wallet.events.js';
import type { WalletState } from './wallet.state.js';

/**
 * What a wallet's state can forget once `e` has folded, so a wallet with 10 000 events loads about
 * as fast as a new one: packs past their 7-day refund window, unlock-alls past their withdrawal
 * window (as a spend folds), emptied paid lots (never drawn from again), and empty bonus or point
 * lots whose expiry has passed (they can receive nothing). No decision changes: each of these
 * is refused or skipped by the rules anyway. Copies only what it drops from.
 */
export function compactWallet(s: WalletState, e: WalletEvent): WalletState {
  const at = e.data.at;
  let next = s;
  // Packs are kept in the order bought: stop at the first still inside its window.
  let closed: string[] | undefined;
  for (const id in s.packs) {
    if (within(s.packs[id]!.at, at)) break;
    (closed ??= []).push(id);
  }
  if (closed) {
    const packs = { ...s.packs };
    for (const id of closed) delete packs[id];
    next = { ...next, packs };
  }
  if (e.type === 'EpisodePurchased' || e.type === 'AllEpisodesUnlocked') {
    if (next.paidLots.some((l) => l.remaining === 0)) next = { ...next, paidLots: next.paidLots.filter((l) => l.remaining > 0) };
    const open = Object.entries(next.unlocks).filter(([, u]) => within(u.at, at));
    if (open.length !== Object.keys(next.unlocks).length) next = { ...next, unlocks: Object.fromEntries(open) };
  }
  if (next.lots.some((l) => l.remaining === 0 && l.expiresAt <= at)) {
    next = { ...next, lots: next.lots.filter((l) => l.remaining > 0 || l.expiresAt > at) };
  }
  return next;
}
