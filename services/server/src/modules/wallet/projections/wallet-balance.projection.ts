import { Injectable } from '@nestjs/common';
import type { ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { table, type ChangeEvent, type RowChange } from '../../../platform/projections/row-changes.js';
import type { Draw, WalletEvent } from '../wallet.events.js';
import { WALLET_EVENT_TYPES } from '../wallet.events.js';

export const userOfWallet = (streamId: string) => streamId.replace(/^wallet-/, '');

type Reads = 'data' | 'streamId' | 'createdAt';
interface Balance {
  coin?: number;
  bonus_coin?: number;
  point?: number;
  free_rental?: number;
}
interface NewLot {
  lot_id: string;
  kind: 'paid' | 'bonus' | 'point';
  amount: number;
  expires_at: string | null;
  source_kind: 'pack' | 'gift';
  source_id: string;
  detail: string;
}

/**
 * What the next request must see (docs/architecture.md, inline): balances, lots, unlocked episodes,
 * claimed gifts and rental passes, written in the append's transaction (docs/money-rules.md). The
 * CHECK and UNIQUE constraints are the last guard behind the decider: a bug that would overdraw or
 * double-unlock aborts the append instead.
 */
@Injectable()
export class WalletBalanceProjection implements ReadModelProjection<Reads> {
  readonly name = 'wallet_balance';
  readonly kind = 'inline' as const;
  /**
   * 2: wallet_lots.open. 3: no index on wallet_unlocks (user_id, comic_id): the key's user_id
   * prefix finds a reader's unlocks, and a purchase writes one index entry fewer. 4: open is a
   * generated column.
   */
  readonly version = 4;
  readonly handles = WALLET_EVENT_TYPES;
  readonly reads = { data: true, streamId: true, createdAt: true } as const;
  readonly tables = {
    wallet_balances: table({
      columns: {
        user_id: 'text',
        coin: 'integer NOT NULL DEFAULT 0 CHECK (coin >= 0)',
        bonus_coin: 'integer NOT NULL DEFAULT 0 CHECK (bonus_coin >= 0)',
        point: 'integer NOT NULL DEFAULT 0 CHECK (point >= 0)',
        free_rental: 'integer NOT NULL DEFAULT 0 CHECK (free_rental >= 0)',
        updated_at: 'timestamptz NOT NULL',
      },
      key: ['user_id'],
    }),
    wallet_lots: table({
      columns: {
        lot_id: 'text NOT NULL',
        user_id: 'text NOT NULL',
        kind: "text NOT NULL CHECK (kind IN ('paid', 'bonus', 'point'))",
        amount: 'integer NOT NULL CHECK (amount >= 0)',
        remaining: 'integer NOT NULL CHECK (remaining >= 0 AND remaining <= amount)',
        expires_at: 'timestamptz NULL',
        expired: 'boolean NOT NULL DEFAULT false',
        // A column of its own so that the expiry index names it and not remaining: an UPDATE that
        // changes no indexed value stays on its page (a HOT update, no index entries), and a
        // purchase changes remaining, while open changes once a lot is empty.
        open: 'boolean NOT NULL GENERATED ALWAYS AS (remaining > 0 AND NOT expired) STORED',
        source_kind: 'text NOT NULL',
        source_id: 'text NOT NULL',
        detail: "text NOT NULL DEFAULT ''",
        created_at: 'timestamptz NOT NULL',
      },
      key: ['user_id', 'lot_id'],
      indexes: ['(expires_at) WHERE open'],
    }),
    wallet_unlocks: table({
      columns: {
        user_id: 'text NOT NULL',
        episode_id: 'text NOT NULL',
        comic_id: 'text NOT NULL',
        via: "text NOT NULL CHECK (via IN ('episode', 'all'))",
        unlock_id: 'text NULL',
        coin: 'integer NOT NULL',
        bonus_coin: 'integer NOT NULL',
        created_at: 'timestamptz NOT NULL',
      },
      key: ['user_id', 'episode_id'],
    }),
    wallet_gift_claims: table({
      columns: {
        user_id: 'text NOT NULL',
        gift_id: 'text NOT NULL',
        gift_type: 'text NOT NULL',
        title: 'text NOT NULL',
        value: 'integer NOT NULL',
        lot_id: 'text NULL',
        pass_id: 'text NULL',
        episode_id: 'text NULL',
        expires_at: 'timestamptz NOT NULL',
        claimed_at: 'timestamptz NOT NULL',
      },
      key: ['user_id', 'gift_id'],
    }),
    wallet_rental_passes: table({
      columns: {
        user_id: 'text NOT NULL',
        pass_id: 'text NOT NULL',
        gift_id: 'text NOT NULL',
        episode_id: 'text NOT NULL',
        expires_at: 'timestamptz NOT NULL',
        used_at: 'timestamptz NULL',
        expired: 'boolean NOT NULL DEFAULT false',
        created_at: 'timestamptz NOT NULL',
      },
      key: ['user_id', 'pass_id'],
      indexes: ['(user_id, episode_id)', '(expires_at) WHERE NOT expired'],
    }),
  };

  changes(stored: ChangeEvent<Reads>): RowChange[] {
    const e = stored as ChangeEvent<Reads> & WalletEvent;
    const user_id = userOfWallet(e.streamId);
    const at = e.createdAt;

    // A credit adds to the balance row, creating it; a debit moves the row, which must exist (a
    // wallet debited before it was credited is a decider bug), as a CHECK refuses an overdraft.
    const credit = (by: Balance): RowChange => ({ upsert: 'wallet_balances', key: { user_id }, set: { updated_at: at }, add: { ...by } });
    const debit = (by: Balance): RowChange =>
      Object.values(by).some((n) => n > 0)
        ? {
            update: 'wallet_balances',
            key: { user_id },
            set: { updated_at: at },
            add: Object.fromEntries(Object.entries(by).map(([c, n]) => [c, -n])),
          }
        : credit(by); // nothing taken: the row is touched, or made, as by a credit
    const newLots = (lots: NewLot[]): RowChange[] =>
      lots.map((l) => ({ insert: 'wallet_lots', row: { ...l, user_id, remaining: l.amount, created_at: at } }));
    // A lot gives `amount` (negative: takes it back); an expired lot keeps nothing for later.
    const lotGives = (lot_id: string, amount: number, opts: { expire?: boolean; missing?: 'skip' } = {}): RowChange => ({
      update: 'wallet_lots',
      key: { user_id, lot_id },
      set: opts.expire ? { expired: true } : {},
      add: { remaining: -amount },
      missing: opts.missing,
    });
    // Spends draw on the lots the decider chose (docs/money-rules.md, spend order); a withdrawal
    // gives the same draws back.
    const drawn = (draws: Draw[]) => {
      const by = { coin: 0, bonus_coin: 0 };
      for (const d of draws) by[d.source === 'paid' ? 'coin' : 'bonus_coin'] += d.amount;
      return by;
    };
    const spend = (draws: Draw[]) => [...draws.map((d) => lotGives(d.lotId, d.amount)), debit(drawn(draws))];
    const giveBack = (draws: Draw[]) => [...draws.map((d) => lotGives(d.lotId, -d.amount)), credit(drawn(draws))];
    const unlock = (
      episode_id: string,
      comic_id: string,
      how: { via: 'episode' | 'all'; unlock_id: string | null; coin: number; bonus_coin: number },
    ) => ({ insert: 'wallet_unlocks', row: { user_id, episode_id, comic_id, ...how, created_at: at } }) satisfies RowChange;

    switch (e.type) {
      case 'CoinPackPurchased': {
        const d = e.data;
        const pack = { source_kind: 'pack', source_id: d.orderId, detail: d.packName } as const;
        return [
          credit({ coin: d.coin, bonus_coin: d.bonusCoin, point: d.point }),
          ...newLots([
            { lot_id: d.paidLotId, kind: 'paid', amount: d.coin, expires_at: null, ...pack },
            ...(d.bonusLotId
              ? [{ lot_id: d.bonusLotId, kind: 'bonus', amount: d.bonusCoin, expires_at: d.bonusExpiresAt, ...pack } as const]
              : []),
            ...(d.pointLotId
              ? [{ lot_id: d.pointLotId, kind: 'point', amount: d.point, expires_at: d.pointExpiresAt, ...pack } as const]
              : []),
          ]),
        ];
      }
      case 'EpisodePurchased': {
        const { coin, bonus_coin } = drawn(e.data.draws);
        return [...spend(e.data.draws), unlock(e.data.episodeId, e.data.comicId, { via: 'episode', unlock_id: null, coin, bonus_coin })];
      }
      case 'AllEpisodesUnlocked': {
        // The split per episode is proportional bookkeeping only; the draws on the event are the audit truth.
        let bonusLeft = drawn(e.data.draws).bonus_coin;
        return [
          ...spend(e.data.draws),
          ...e.data.episodes.map((ep) => {
            const bonus_coin = Math.min(bonusLeft, ep.price);
            bonusLeft -= bonus_coin;
            return unlock(ep.episodeId, e.data.comicId, {
              via: 'all',
              unlock_id: e.data.unlockId,
              coin: ep.price - bonus_coin,
              bonus_coin,
            });
          }),
        ];
      }
      case 'GiftClaimed': {
        const d = e.data;
        const claim: RowChange = {
          insert: 'wallet_gift_claims',
          row: {
            user_id,
            gift_id: d.giftId,
            gift_type: d.giftType,
            title: d.title,
            value: d.value,
            lot_id: d.lotId,
            pass_id: d.passId,
            episode_id: d.episodeId,
            expires_at: d.expiresAt,
            claimed_at: at,
          },
        };
        if (d.giftType === 'rental' && d.passId && d.episodeId) {
          const pass = { user_id, pass_id: d.passId, gift_id: d.giftId, episode_id: d.episodeId, expires_at: d.expiresAt, created_at: at };
          return [claim, { insert: 'wallet_rental_passes', row: pass }, credit({ free_rental: 1 })];
        }
        if (!d.lotId) return [claim];
        const kind = d.giftType === 'coin' ? 'bonus' : 'point';
        return [
          claim,
          ...newLots([
            { lot_id: d.lotId, kind, amount: d.value, expires_at: d.expiresAt, source_kind: 'gift', source_id: d.giftId, detail: d.title },
          ]),
          credit(kind === 'bonus' ? { bonus_coin: d.value } : { point: d.value }),
        ];
      }
      case 'RentalPassUsed':
        return [{ update: 'wallet_rental_passes', key: { user_id, pass_id: e.data.passId }, set: { used_at: e.data.at } }];
      case 'RentalPassExpired':
        return [
          { update: 'wallet_rental_passes', key: { user_id, pass_id: e.data.passId }, set: { expired: true } },
          debit({ free_rental: 1 }),
        ];
      case 'LotExpired':
        // A lot that is partly spent expires only its remainder (`amount`).
        return [
          lotGives(e.data.lotId, e.data.amount, { expire: true }),
          debit(e.data.kind === 'bonus' ? { bonus_coin: e.data.amount } : { point: e.data.amount }),
        ];
      case 'CoinPackRefunded': {
        // What is left of the pack goes back: its paid coins, and its bonus and point lots, closed
        // (a pack without them has no such lot).
        const d = e.data;
        return [
          lotGives(`${d.orderId}:paid`, d.coin),
          lotGives(`${d.orderId}:bonus`, d.bonusCoin, { expire: true, missing: 'skip' }),
          lotGives(`${d.orderId}:point`, d.point, { expire: true, missing: 'skip' }),
          debit({ coin: d.coin, bonus_coin: d.bonusCoin, point: d.point }),
        ];
      }
      case 'UnlockAllWithdrawn':
        return [
          ...giveBack(e.data.refund),
          ...e.data.episodeIds.map((episode_id): RowChange => ({ delete: 'wallet_unlocks', key: { user_id, episode_id } })),
        ];
      default:
        return [];
    }
  }
}
