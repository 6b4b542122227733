import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import type { Draw, WalletEvent } from '../wallet.events.js';
import { WALLET_EVENT_TYPES } from '../wallet.events.js';

export const userOfWallet = (streamId: string) => streamId.replace(/^wallet-/, '');

/**
 * What the next request must see (architecture §2, inline): balances, lots, unlocked episodes,
 * claimed gifts and rental passes, written in the append's transaction. The CHECK and UNIQUE
 * constraints are the last guard behind the decider: a bug that would overdraw or double-unlock
 * aborts the append instead.
 */
@Injectable()
export class WalletBalanceProjection implements ReadModelProjection {
  readonly name = 'wallet_balance';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = WALLET_EVENT_TYPES;
  readonly tables = {
    wallet_balances: (t: string) => [`CREATE TABLE ${t} (
      user_id text PRIMARY KEY,
      coin integer NOT NULL DEFAULT 0 CHECK (coin >= 0),
      bonus_coin integer NOT NULL DEFAULT 0 CHECK (bonus_coin >= 0),
      point integer NOT NULL DEFAULT 0 CHECK (point >= 0),
      free_rental integer NOT NULL DEFAULT 0 CHECK (free_rental >= 0),
      updated_at timestamptz NOT NULL)`],
    wallet_lots: (t: string) => [`CREATE TABLE ${t} (
      lot_id text NOT NULL,
      user_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('paid', 'bonus', 'point')),
      amount integer NOT NULL CHECK (amount >= 0),
      remaining integer NOT NULL CHECK (remaining >= 0 AND remaining <= amount),
      expires_at timestamptz NULL,
      expired boolean NOT NULL DEFAULT false,
      source_kind text NOT NULL,
      source_id text NOT NULL,
      detail text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, lot_id))`,
      `CREATE INDEX ON ${t} (expires_at) WHERE NOT expired AND remaining > 0`],
    wallet_unlocks: (t: string) => [`CREATE TABLE ${t} (
      user_id text NOT NULL,
      episode_id text NOT NULL,
      comic_id text NOT NULL,
      via text NOT NULL CHECK (via IN ('episode', 'all')),
      unlock_id text NULL,
      coin integer NOT NULL,
      bonus_coin integer NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, episode_id))`,
      `CREATE INDEX ON ${t} (user_id, comic_id)`],
    wallet_gift_claims: (t: string) => [`CREATE TABLE ${t} (
      user_id text NOT NULL,
      gift_id text NOT NULL,
      gift_type text NOT NULL,
      title text NOT NULL,
      value integer NOT NULL,
      lot_id text NULL,
      pass_id text NULL,
      episode_id text NULL,
      expires_at timestamptz NOT NULL,
      claimed_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, gift_id))`],
    wallet_rental_passes: (t: string) => [`CREATE TABLE ${t} (
      user_id text NOT NULL,
      pass_id text NOT NULL,
      gift_id text NOT NULL,
      episode_id text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz NULL,
      expired boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, pass_id))`,
      `CREATE INDEX ON ${t} (user_id, episode_id)`,
      `CREATE INDEX ON ${t} (expires_at) WHERE NOT expired`],
  };

  async apply(events: StoredEvent[], ctx: ProjectionContext): Promise<void> {
    for (const stored of events) await this.applyOne(stored as unknown as StoredEvent & WalletEvent, ctx);
  }

  private async applyOne(e: StoredEvent & WalletEvent, ctx: ProjectionContext): Promise<void> {
    const user = userOfWallet(e.streamId);
    const T = (n: string) => ctx.table(n);
    const q = (sql: string, params: unknown[]) => ctx.tx.query(sql, params);
    const at = e.createdAt;
    // CHECK constraints apply to an INSERT's proposed row before ON CONFLICT, so a negative
    // delta cannot ride an upsert: make sure the row exists, then move it.
    const bump = async (d: { coin?: number; bonus?: number; point?: number; rental?: number }) => {
      await q(`INSERT INTO ${T('wallet_balances')} (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [user, at]);
      await q(
        `UPDATE ${T('wallet_balances')} SET coin = coin + $2, bonus_coin = bonus_coin + $3, point = point + $4, free_rental = free_rental + $5, updated_at = $6 WHERE user_id = $1`,
        [user, d.coin ?? 0, d.bonus ?? 0, d.point ?? 0, d.rental ?? 0, at],
      );
    };
    const lot = (lotId: string, kind: string, amount: number, expiresAt: string | null, sourceKind: string, sourceId: string, detail: string) => q(
      `INSERT INTO ${T('wallet_lots')} (lot_id, user_id, kind, amount, remaining, expires_at, source_kind, source_id, detail, created_at)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9)`,
      [lotId, user, kind, amount, expiresAt, sourceKind, sourceId, detail, at],
    );
    const draw = async (draws: Draw[], sign: 1 | -1) => {
      let paid = 0;
      let bonus = 0;
      for (const d of draws) {
        await q(`UPDATE ${T('wallet_lots')} SET remaining = remaining - $3 WHERE user_id = $1 AND lot_id = $2`, [user, d.lotId, sign * d.amount]);
        if (d.source === 'paid') paid += d.amount; else bonus += d.amount;
      }
      await bump({ coin: -sign * paid, bonus: -sign * bonus });
      return { paid, bonus };
    };

    switch (e.type) {
      case 'CoinPackPurchased': {
        const d = e.data;
        await bump({ coin: d.coin, bonus: d.bonusCoin, point: d.point });
        await lot(d.paidLotId, 'paid', d.coin, null, 'pack', d.orderId, d.packName);
        if (d.bonusLotId) await lot(d.bonusLotId, 'bonus', d.bonusCoin, d.bonusExpiresAt, 'pack', d.orderId, d.packName);
        if (d.pointLotId) await lot(d.pointLotId, 'point', d.point, d.pointExpiresAt, 'pack', d.orderId, d.packName);
        return;
      }
      case 'EpisodePurchased': {
        const { paid, bonus } = await draw(e.data.draws, 1);
        await q(`INSERT INTO ${T('wallet_unlocks')} (user_id, episode_id, comic_id, via, unlock_id, coin, bonus_coin, created_at) VALUES ($1,$2,$3,'episode',NULL,$4,$5,$6)`,
          [user, e.data.episodeId, e.data.comicId, paid, bonus, at]);
        return;
      }
      case 'AllEpisodesUnlocked': {
        await draw(e.data.draws, 1);
        // The split per episode is proportional bookkeeping only; the draws on the event are the audit truth.
        let bonusLeft = e.data.draws.filter((d) => d.source === 'bonus').reduce((n, d) => n + d.amount, 0);
        for (const ep of e.data.episodes) {
          const b = Math.min(bonusLeft, ep.price);
          bonusLeft -= b;
          await q(`INSERT INTO ${T('wallet_unlocks')} (user_id, episode_id, comic_id, via, unlock_id, coin, bonus_coin, created_at) VALUES ($1,$2,$3,'all',$4,$5,$6,$7)`,
            [user, ep.episodeId, e.data.comicId, e.data.unlockId, ep.price - b, b, at]);
        }
        return;
      }
      case 'GiftClaimed': {
        const d = e.data;
        await q(`INSERT INTO ${T('wallet_gift_claims')} (user_id, gift_id, gift_type, title, value, lot_id, pass_id, episode_id, expires_at, claimed_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
          [user, d.giftId, d.giftType, d.title, d.value, d.lotId, d.passId, d.episodeId, d.expiresAt, at]);
        if (d.giftType === 'rental' && d.passId && d.episodeId) {
          await q(`INSERT INTO ${T('wallet_rental_passes')} (user_id, pass_id, gift_id, episode_id, expires_at, created_at) VALUES ($1,$2,$3,$4,$5,$6)`,
            [user, d.passId, d.giftId, d.episodeId, d.expiresAt, at]);
          await bump({ rental: 1 });
        } else if (d.lotId) {
          await lot(d.lotId, d.giftType === 'coin' ? 'bonus' : 'point', d.value, d.expiresAt, 'gift', d.giftId, d.title);
          await bump(d.giftType === 'coin' ? { bonus: d.value } : { point: d.value });
        }
        return;
      }
      case 'RentalPassUsed':
        await q(`UPDATE ${T('wallet_rental_passes')} SET used_at = $3 WHERE user_id = $1 AND pass_id = $2`, [user, e.data.passId, e.data.at]);
        return;
      case 'RentalPassExpired':
        await q(`UPDATE ${T('wallet_rental_passes')} SET expired = true WHERE user_id = $1 AND pass_id = $2`, [user, e.data.passId]);
        await bump({ rental: -1 });
        return;
      case 'LotExpired':
        await q(`UPDATE ${T('wallet_lots')} SET remaining = remaining - $3, expired = true WHERE user_id = $1 AND lot_id = $2`, [user, e.data.lotId, e.data.amount]);
        await bump(e.data.kind === 'bonus' ? { bonus: -e.data.amount } : { point: -e.data.amount });
        return;
      case 'CoinPackRefunded': {
        const d = e.data;
        await q(`UPDATE ${T('wallet_lots')} SET remaining = remaining - $3 WHERE user_id = $1 AND lot_id = $2`, [user, `${d.orderId}:paid`, d.coin]);
        for (const [suffix, amount] of [['bonus', d.bonusCoin], ['point', d.point]] as const) {
          await q(`UPDATE ${T('wallet_lots')} SET remaining = remaining - $3, expired = true WHERE user_id = $1 AND lot_id = $2`, [user, `${d.orderId}:${suffix}`, amount]);
        }
        await bump({ coin: -d.coin, bonus: -d.bonusCoin, point: -d.point });
        return;
      }
      case 'UnlockAllWithdrawn':
        await draw(e.data.refund, -1);
        await q(`DELETE FROM ${T('wallet_unlocks')} WHERE user_id = $1 AND episode_id = ANY($2::text[])`, [user, e.data.episodeIds]);
        return;
    }
  }
}
