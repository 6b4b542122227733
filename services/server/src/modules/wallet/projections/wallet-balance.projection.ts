import { Injectable } from '@nestjs/common';
import { prepared } from '../../../platform/database/pg-pool.js';
import type { StoredEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import type { Draw, WalletEvent } from '../wallet.events.js';
import { WALLET_EVENT_TYPES } from '../wallet.events.js';

export const userOfWallet = (streamId: string) => streamId.replace(/^wallet-/, '');

/** Up to this many lots moved by one event are updated one by one, by key (see moveLots). */
const MOVES_BY_KEY = 8;

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
  /**
   * 2: wallet_lots.open (lots are updated in place, HOT, on every purchase). 3: no index on
   * wallet_unlocks (user_id, comic_id): the key's user_id prefix finds a reader's unlocks, and a
   * purchase writes one index entry fewer.
   */
  readonly version = 3;
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
      -- remaining > 0 AND NOT expired, kept as a column so that the expiry index names it and not
      -- remaining: an UPDATE that changes no indexed value stays on its page (a HOT update, no
      -- index entries), and a purchase changes remaining, while open changes once a lot is empty.
      open boolean NOT NULL,
      source_kind text NOT NULL,
      source_id text NOT NULL,
      detail text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, lot_id),
      CHECK (open = (remaining > 0 AND NOT expired)))`,
      `CREATE INDEX ON ${t} (expires_at) WHERE open`],
    wallet_unlocks: (t: string) => [`CREATE TABLE ${t} (
      user_id text NOT NULL,
      episode_id text NOT NULL,
      comic_id text NOT NULL,
      via text NOT NULL CHECK (via IN ('episode', 'all')),
      unlock_id text NULL,
      coin integer NOT NULL,
      bonus_coin integer NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, episode_id))`],
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

  /**
   * One event, one statement (it runs inside the wallet's lock on every purchase): each table it
   * touches is one data-modifying CTE. Each row is written at most once per statement.
   */
  private async applyOne(e: StoredEvent & WalletEvent, ctx: ProjectionContext): Promise<void> {
    const user = userOfWallet(e.streamId);
    const T = (n: string) => ctx.table(n);
    const params: unknown[] = [user, e.createdAt];
    const p = (v: unknown) => { params.push(v); return `$${params.length}`; };
    const ctes: string[] = [];
    let balanceMoved = false;
    // CHECK constraints apply to an INSERT's proposed row before ON CONFLICT, so a negative delta
    // cannot ride an upsert: it is an UPDATE of the row, which must exist (it was credited first).
    const bump = (d: { coin?: number; bonus?: number; point?: number; rental?: number }) => {
      const [coin, bonus, point, rental] = [d.coin ?? 0, d.bonus ?? 0, d.point ?? 0, d.rental ?? 0].map((n) => p(n));
      if ([d.coin, d.bonus, d.point, d.rental].every((n) => (n ?? 0) >= 0)) {
        ctes.push(`bal AS (INSERT INTO ${T('wallet_balances')} AS b (user_id, coin, bonus_coin, point, free_rental, updated_at)
          VALUES ($1, ${coin}::int, ${bonus}::int, ${point}::int, ${rental}::int, $2)
          ON CONFLICT (user_id) DO UPDATE SET coin = b.coin + excluded.coin, bonus_coin = b.bonus_coin + excluded.bonus_coin,
            point = b.point + excluded.point, free_rental = b.free_rental + excluded.free_rental, updated_at = excluded.updated_at
          RETURNING 1)`);
      } else {
        ctes.push(`bal AS (UPDATE ${T('wallet_balances')} SET coin = coin + ${coin}::int, bonus_coin = bonus_coin + ${bonus}::int,
          point = point + ${point}::int, free_rental = free_rental + ${rental}::int, updated_at = $2 WHERE user_id = $1 RETURNING 1)`);
      }
      balanceMoved = true;
    };
    const newLots = (lots: Array<{ lotId: string; kind: string; amount: number; expiresAt: string | null; sourceKind: string; sourceId: string; detail: string }>) => {
      ctes.push(`new_lots AS (INSERT INTO ${T('wallet_lots')} (lot_id, user_id, kind, amount, remaining, open, expires_at, source_kind, source_id, detail, created_at)
        SELECT l.lot_id, $1, l.kind, l.amount, l.amount, l.amount > 0, l.expires_at, l.source_kind, l.source_id, l.detail, $2
          FROM unnest(${p(lots.map((l) => l.lotId))}::text[], ${p(lots.map((l) => l.kind))}::text[], ${p(lots.map((l) => l.amount))}::int[],
                      ${p(lots.map((l) => l.expiresAt))}::timestamptz[], ${p(lots.map((l) => l.sourceKind))}::text[],
                      ${p(lots.map((l) => l.sourceId))}::text[], ${p(lots.map((l) => l.detail))}::text[])
            AS l(lot_id, kind, amount, expires_at, source_kind, source_id, detail))`);
    };
    /**
     * Takes `amount` out of each lot (negative: gives it back); `expire` also closes the lot. A few
     * lots are each updated by their whole key: a generic plan of one UPDATE joined to a list
     * finds the lots by user and filters them, so its cost grew with every pack the reader ever
     * bought (1 000 lots: ~1 ms a purchase, the wallet bench's 10 000-event wallet).
     */
    const moveLots = (moves: Array<{ lotId: string; amount: number; expire?: boolean }>) => {
      const byLot = new Map<string, { amount: number; expire: boolean }>();
      for (const m of moves) {
        const at = byLot.get(m.lotId) ?? { amount: 0, expire: false };
        byLot.set(m.lotId, { amount: at.amount + m.amount, expire: at.expire || !!m.expire });
      }
      if (!byLot.size) return;
      if (byLot.size <= MOVES_BY_KEY) {
        let i = 0;
        for (const [lotId, m] of byLot) {
          const [amount, expire] = [p(m.amount), p(m.expire)];
          ctes.push(`moved_lot_${i++} AS (UPDATE ${T('wallet_lots')} SET remaining = remaining - ${amount}::int, expired = expired OR ${expire}::boolean,
              open = remaining - ${amount}::int > 0 AND NOT (expired OR ${expire}::boolean)
            WHERE user_id = $1 AND lot_id = ${p(lotId)}::text)`);
        }
        return;
      }
      const lots = [...byLot];
      ctes.push(`moved_lots AS (UPDATE ${T('wallet_lots')} l SET remaining = l.remaining - m.amount, expired = l.expired OR m.expire,
          open = l.remaining - m.amount > 0 AND NOT (l.expired OR m.expire)
        FROM unnest(${p(lots.map(([id]) => id))}::text[], ${p(lots.map(([, m]) => m.amount))}::int[], ${p(lots.map(([, m]) => m.expire))}::boolean[])
          AS m(lot_id, amount, expire)
       WHERE l.user_id = $1 AND l.lot_id = m.lot_id)`);
    };
    const draw = (draws: Draw[], sign: 1 | -1) => {
      let paid = 0;
      let bonus = 0;
      for (const d of draws) if (d.source === 'paid') paid += d.amount; else bonus += d.amount;
      moveLots(draws.map((d) => ({ lotId: d.lotId, amount: sign * d.amount })));
      bump({ coin: -sign * paid, bonus: -sign * bonus });
      return { paid, bonus };
    };
    const unlocks = (rows: Array<{ episodeId: string; via: 'episode' | 'all'; unlockId: string | null; coin: number; bonus: number }>, comicId: string) => {
      ctes.push(`unlocked AS (INSERT INTO ${T('wallet_unlocks')} (user_id, episode_id, comic_id, via, unlock_id, coin, bonus_coin, created_at)
        SELECT $1, u.episode_id, ${p(comicId)}::text, u.via, u.unlock_id, u.coin, u.bonus_coin, $2
          FROM unnest(${p(rows.map((r) => r.episodeId))}::text[], ${p(rows.map((r) => r.via))}::text[], ${p(rows.map((r) => r.unlockId))}::text[],
                      ${p(rows.map((r) => r.coin))}::int[], ${p(rows.map((r) => r.bonus))}::int[]) AS u(episode_id, via, unlock_id, coin, bonus_coin))`);
    };

    switch (e.type) {
      case 'CoinPackPurchased': {
        const d = e.data;
        bump({ coin: d.coin, bonus: d.bonusCoin, point: d.point });
        newLots([
          { lotId: d.paidLotId, kind: 'paid', amount: d.coin, expiresAt: null, sourceKind: 'pack', sourceId: d.orderId, detail: d.packName },
          ...(d.bonusLotId ? [{ lotId: d.bonusLotId, kind: 'bonus', amount: d.bonusCoin, expiresAt: d.bonusExpiresAt, sourceKind: 'pack', sourceId: d.orderId, detail: d.packName }] : []),
          ...(d.pointLotId ? [{ lotId: d.pointLotId, kind: 'point', amount: d.point, expiresAt: d.pointExpiresAt, sourceKind: 'pack', sourceId: d.orderId, detail: d.packName }] : []),
        ]);
        break;
      }
      case 'EpisodePurchased': {
        const { paid, bonus } = draw(e.data.draws, 1);
        unlocks([{ episodeId: e.data.episodeId, via: 'episode', unlockId: null, coin: paid, bonus }], e.data.comicId);
        break;
      }
      case 'AllEpisodesUnlocked': {
        // The split per episode is proportional bookkeeping only; the draws on the event are the audit truth.
        let bonusLeft = draw(e.data.draws, 1).bonus;
        unlocks(e.data.episodes.map((ep) => {
          const b = Math.min(bonusLeft, ep.price);
          bonusLeft -= b;
          return { episodeId: ep.episodeId, via: 'all' as const, unlockId: e.data.unlockId, coin: ep.price - b, bonus: b };
        }), e.data.comicId);
        break;
      }
      case 'GiftClaimed': {
        const d = e.data;
        ctes.push(`gift AS (INSERT INTO ${T('wallet_gift_claims')} (user_id, gift_id, gift_type, title, value, lot_id, pass_id, episode_id, expires_at, claimed_at)
          VALUES ($1, ${p(d.giftId)}, ${p(d.giftType)}, ${p(d.title)}, ${p(d.value)}::int, ${p(d.lotId)}::text, ${p(d.passId)}::text, ${p(d.episodeId)}::text, ${p(d.expiresAt)}::timestamptz, $2))`);
        if (d.giftType === 'rental' && d.passId && d.episodeId) {
          ctes.push(`pass AS (INSERT INTO ${T('wallet_rental_passes')} (user_id, pass_id, gift_id, episode_id, expires_at, created_at)
            VALUES ($1, ${p(d.passId)}, ${p(d.giftId)}, ${p(d.episodeId)}, ${p(d.expiresAt)}::timestamptz, $2))`);
          bump({ rental: 1 });
        } else if (d.lotId) {
          newLots([{ lotId: d.lotId, kind: d.giftType === 'coin' ? 'bonus' : 'point', amount: d.value, expiresAt: d.expiresAt, sourceKind: 'gift', sourceId: d.giftId, detail: d.title }]);
          bump(d.giftType === 'coin' ? { bonus: d.value } : { point: d.value });
        }
        break;
      }
      case 'RentalPassUsed':
        ctes.push(`pass AS (UPDATE ${T('wallet_rental_passes')} SET used_at = ${p(e.data.at)}::timestamptz WHERE user_id = $1 AND pass_id = ${p(e.data.passId)})`);
        break;
      case 'RentalPassExpired':
        ctes.push(`pass AS (UPDATE ${T('wallet_rental_passes')} SET expired = true WHERE user_id = $1 AND pass_id = ${p(e.data.passId)})`);
        bump({ rental: -1 });
        break;
      case 'LotExpired':
        moveLots([{ lotId: e.data.lotId, amount: e.data.amount, expire: true }]);
        bump(e.data.kind === 'bonus' ? { bonus: -e.data.amount } : { point: -e.data.amount });
        break;
      case 'CoinPackRefunded': {
        const d = e.data;
        moveLots([
          { lotId: `${d.orderId}:paid`, amount: d.coin },
          { lotId: `${d.orderId}:bonus`, amount: d.bonusCoin, expire: true },
          { lotId: `${d.orderId}:point`, amount: d.point, expire: true },
        ]);
        bump({ coin: -d.coin, bonus: -d.bonusCoin, point: -d.point });
        break;
      }
      case 'UnlockAllWithdrawn':
        draw(e.data.refund, -1);
        ctes.push(`relocked AS (DELETE FROM ${T('wallet_unlocks')} WHERE user_id = $1 AND episode_id = ANY(${p(e.data.episodeIds)}::text[]))`);
        break;
      default:
        return;
    }
    const { rows } = await ctx.tx.query<{ balance_rows: number }>(prepared(
      `WITH ${ctes.join(',\n')} SELECT ${balanceMoved ? '(SELECT count(*) FROM bal)::int' : '1'} AS balance_rows, $1::text AS user_id, $2::timestamptz AS at`, params));
    // A debit of a wallet that has no balance row would be a decider bug: refuse it as the CHECK would.
    if (rows[0]?.balance_rows !== 1) throw new Error(`wallet ${user}: no balance row to move for ${e.type} ${e.eventId}`);
  }
}
