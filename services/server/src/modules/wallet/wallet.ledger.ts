import type { StoredEvent } from '../../platform/event-store/event-store.types.js';
import { compactWallet } from './wallet.compaction.js';
import { walletDecider } from './wallet.decider.js';
import type { Draw, WalletEvent } from './wallet.events.js';
import { balanceOf, type WalletState } from './wallet.state.js';

/** One line of a reader's ledger: what an event moved, per currency and lot, and the balance after it. */
export interface LedgerLine {
  at: string;
  position: number;
  event: string;
  /** Signed amounts per currency. */
  coin: number;
  bonusCoin: number;
  point: number;
  freeRental: number;
  /** The lots the event touched, e.g. `o1:bonus -4`. */
  lots: string[];
  note: string;
  balance: { coin: number; bonusCoin: number; point: number; freeRental: number };
  actor: string | null;
  correlationId: string | null;
}

const drawsText = (draws: Draw[], sign: 1 | -1) => draws.map((d) => `${d.lotId} ${sign * d.amount > 0 ? '+' : ''}${sign * d.amount}`);

/**
 * Replays a wallet stream into ledger lines (support staff explain any balance with it): each
 * line is the difference the event made to the balance, so the lines always add up.
 */
export function ledgerOf(events: StoredEvent[]): LedgerLine[] {
  let state: WalletState = walletDecider.initialState();
  const lines: LedgerLine[] = [];
  for (const stored of events) {
    const e = stored as unknown as StoredEvent & WalletEvent;
    const before = balanceOf(state);
    state = compactWallet(walletDecider.evolve(state, e), e);
    const after = balanceOf(state);
    let lots: string[] = [];
    let note = '';
    switch (e.type) {
      case 'CoinPackPurchased':
        lots = [
          `${e.data.paidLotId} +${e.data.coin}`,
          ...(e.data.bonusLotId ? [`${e.data.bonusLotId} +${e.data.bonusCoin} (expires ${e.data.bonusExpiresAt})`] : []),
          ...(e.data.pointLotId ? [`${e.data.pointLotId} +${e.data.point} (expires ${e.data.pointExpiresAt})`] : []),
        ];
        note = `${e.data.packName}, order ${e.data.orderId}, ${e.data.price} ${e.data.currency} via ${e.data.method}${e.data.promoId ? `, promo ${e.data.promoId}` : ''}`;
        break;
      case 'EpisodePurchased':
        lots = drawsText(e.data.draws, -1);
        note = `episode ${e.data.episodeId} for ${e.data.price}`;
        break;
      case 'AllEpisodesUnlocked':
        lots = drawsText(e.data.draws, -1);
        note = `${e.data.episodes.length} episodes of comic ${e.data.comicId} for ${e.data.total}`;
        break;
      case 'UnlockAllWithdrawn':
        lots = drawsText(e.data.refund, 1);
        note = `withdrew ${e.data.episodeIds.length} episodes of unlock ${e.data.unlockId}: ${e.data.reason}`;
        break;
      case 'GiftClaimed':
        lots = e.data.lotId ? [`${e.data.lotId} +${e.data.value}`] : [`${e.data.passId} (episode ${e.data.episodeId})`];
        note = `gift "${e.data.title}", expires ${e.data.expiresAt}`;
        break;
      case 'RentalPassUsed':
        lots = [e.data.passId];
        note = `read episode ${e.data.episodeId}`;
        break;
      case 'RentalPassExpired':
        lots = [e.data.passId];
        note = 'rental pass expired';
        break;
      case 'LotExpired':
        lots = [`${e.data.lotId} -${e.data.amount}`];
        note = `${e.data.kind} lot expired`;
        break;
      case 'CoinPackRefunded':
        note = `refund of order ${e.data.orderId} (${e.data.price}): ${e.data.reason}`;
        break;
    }
    lines.push({
      at: new Date(stored.createdAt).toISOString(),
      position: stored.streamPosition,
      event: e.type,
      coin: after.coin - before.coin,
      bonusCoin: after.bonusCoin - before.bonusCoin,
      point: after.point - before.point,
      freeRental: after.freeRental - before.freeRental,
      lots,
      note,
      balance: after,
      actor: (stored.metadata?.userId as string | undefined) ?? null,
      correlationId: (stored.metadata?.correlationId as string | undefined) ?? null,
    });
  }
  return lines;
}
