import { Injectable } from '@nestjs/common';
import type { AppendingEvent, StoredEvent } from '../../../platform/event-store/event-store.types.js';
import { runInlineStatement } from '../../../platform/projections/projection-store.js';
import type { InlineStatement, ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
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
    wallet_balances: (t: string) => [
      `CREATE TABLE ${t} (
      user_id text PRIMARY KEY,
      coin integer NOT NULL DEFAULT 0 CHECK (coin >= 0),
      bonus_coin integer NOT NULL DEFAULT 0 CHECK (bonus_coin >= 0),
      point integer NOT NULL DEFAULT 0 CHECK (point >= 0),
      free_rental integer NOT NULL DEFAULT 0 CHECK (free_rental >= 0),
      updated_at timestamptz NOT NULL)`,
    ],
    wallet_lots: (t: string) => [
      `CREATE TABLE ${t} (
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
      `CREATE INDEX ON ${t} (expires_at) WHERE open`,
    ],
    wallet_unlocks: (t: string) => [
      `CREATE TABLE ${t} (
      user_id text NOT NULL,
      episode_id text NOT NULL,
      comic_id text NOT NULL,
      via text NOT NULL CHECK (via IN ('episode', 'all')),
      unlock_id text NULL,
      coin integer NOT NULL,
      bonus_coin integer NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, episode_id))`,
    ],
    wallet_gift_claims: (t: string) => [
      `CREATE TABLE ${t} (
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
      PRIMARY KEY (user_id, gift_id))`,
    ],
    wallet_rental_passes: (t: string) => [
      `CREATE TABLE ${t} (
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
      `CREATE INDEX ON ${t} (expires_at) WHERE NOT expired`,
    ],
  };

  async apply(events: StoredEvent[], ctx: ProjectionContext): Promise<void> {
    for (const e of events) {
      const st = this.statementOf(e, ctx.table, 'true');
      if (st) await runInlineStatement(ctx.tx, st);
    }
  }

  /**
   * One event, one statement (it runs inside the wallet's lock on every purchase, usually carried
   * by the append statement itself: InlineProjector): each table it touches is one data-modifying
   * CTE, each guarded by `guard`. Each row is written at most once per statement.
   */
  statementOf(stored: AppendingEvent, table: (logical: string) => string, guard: string): InlineStatement | undefined {
    const e = stored as AppendingEvent & WalletEvent;
    const user = userOfWallet(e.streamId);
    const T = table;
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    // Every parameter is referenced with its type (the append statement that carries these CTEs
    // cannot infer one from an INSERT's target list), and only when used.
    let userRef: string | undefined;
    let atRef: string | undefined;
    const U = () => (userRef ??= `${p(user)}::text`);
    const AT = () => (atRef ??= `${p(e.createdAt)}::timestamptz`);
    const ctes: string[] = [];
    let balanceMoved = false;
    // CHECK constraints apply to an INSERT's proposed row before ON CONFLICT, so a negative delta
    // cannot ride an upsert: it is an UPDATE of the row, which must exist (it was credited first).
    const bump = (d: { coin?: number; bonus?: number; point?: number; rental?: number }) => {
      const [coin, bonus, point, rental] = [d.coin ?? 0, d.bonus ?? 0, d.point ?? 0, d.rental ?? 0].map((n) => p(n));
      if ([d.coin, d.bonus, d.point, d.rental].every((n) => (n ?? 0) >= 0)) {
        ctes.push(`bal AS (INSERT INTO ${T('wallet_balances')} AS b (user_id, coin, bonus_coin, point, free_rental, updated_at)
          SELECT ${U()}, ${coin}::int, ${bonus}::int, ${point}::int, ${rental}::int, ${AT()} WHERE ${guard}
          ON CONFLICT (user_id) DO UPDATE SET coin = b.coin + excluded.coin, bonus_coin = b.bonus_coin + excluded.bonus_coin,
            point = b.point + excluded.point, free_rental = b.free_rental + excluded.free_rental, updated_at = excluded.updated_at
          RETURNING 1)`);
      } else {
        ctes.push(`bal AS (UPDATE ${T('wallet_balances')} SET coin = coin + ${coin}::int, bonus_coin = bonus_coin + ${bonus}::int,
          point = point + ${point}::int, free_rental = free_rental + ${rental}::int, updated_at = ${AT()} WHERE user_id = ${U()} AND ${guard} RETURNING 1)`);
      }
      balanceMoved = true;
    };
    const newLots = (
      lots: Array<{
        lotId: string;
        kind: string;
        amount: number;
        expiresAt: string | null;
        sourceKind: string;
        sourceId: string;
        detail: string;
      }>,
    ) => {
      ctes.push(`new_lots AS (INSERT INTO ${T('wallet_lots')} (lot_id, user_id, kind, amount, remaining, open, expires_at, source_kind, source_id, detail, created_at)
        SELECT l.lot_id, ${U()}, l.kind, l.amount, l.amount, l.amount > 0, l.expires_at, l.source_kind, l.source_id, l.detail, ${AT()}
          FROM unnest(${p(lots.map((l) => l.lotId))}::text[], ${p(lots.map((l) => l.kind))}::text[], ${p(lots.map((l) => l.amount))}::int[],
                      ${p(lots.map((l) => l.expiresAt))}::timestamptz[], ${p(lots.map((l) => l.sourceKind))}::text[],
                      ${p(lots.map((l) => l.sourceId))}::text[], ${p(lots.map((l) => l.detail))}::text[])
            AS l(lot_id, kind, amount, expires_at, source_kind, source_id, detail)
         WHERE ${guard})`);
    };
    /**
     * Takes `amount` out of each lot (negative: gives it back); `expire` also closes the lot. A few
     * lots are each updated by their whole key: a generic plan of one UPDATE joined to a list
     * finds the lots by user and filters them, so its cost grows with every pack the reader ever
     * bought (docs/performance.md, "Lots by key").
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
            WHERE user_id = ${U()} AND lot_id = ${p(lotId)}::text AND ${guard})`);
        }
        return;
      }
      const lots = [...byLot];
      ctes.push(`moved_lots AS (UPDATE ${T('wallet_lots')} l SET remaining = l.remaining - m.amount, expired = l.expired OR m.expire,
          open = l.remaining - m.amount > 0 AND NOT (l.expired OR m.expire)
        FROM unnest(${p(lots.map(([id]) => id))}::text[], ${p(lots.map(([, m]) => m.amount))}::int[], ${p(lots.map(([, m]) => m.expire))}::boolean[])
          AS m(lot_id, amount, expire)
       WHERE l.user_id = ${U()} AND l.lot_id = m.lot_id AND ${guard})`);
    };
    const draw = (draws: Draw[], sign: 1 | -1) => {
      let paid = 0;
      let bonus = 0;
      for (const d of draws)
        if (d.source === 'paid') paid += d.amount;
        else bonus += d.amount;
      moveLots(draws.map((d) => ({ lotId: d.lotId, amount: sign * d.amount })));
      bump({ coin: -sign * paid, bonus: -sign * bonus });
      return { paid, bonus };
    };
    const unlocks = (
      rows: Array<{ episodeId: string; via: 'episode' | 'all'; unlockId: string | null; coin: number; bonus: number }>,
      comicId: string,
    ) => {
      ctes.push(`unlocked AS (INSERT INTO ${T('wallet_unlocks')} (user_id, episode_id, comic_id, via, unlock_id, coin, bonus_coin, created_at)
        SELECT ${U()}, u.episode_id, ${p(comicId)}::text, u.via, u.unlock_id, u.coin, u.bonus_coin, ${AT()}
          FROM unnest(${p(rows.map((r) => r.episodeId))}::text[], ${p(rows.map((r) => r.via))}::text[], ${p(rows.map((r) => r.unlockId))}::text[],
                      ${p(rows.map((r) => r.coin))}::int[], ${p(rows.map((r) => r.bonus))}::int[]) AS u(episode_id, via, unlock_id, coin, bonus_coin)
         WHERE ${guard})`);
    };

    switch (e.type) {
      case 'CoinPackPurchased': {
        const d = e.data;
        bump({ coin: d.coin, bonus: d.bonusCoin, point: d.point });
        newLots([
          {
            lotId: d.paidLotId,
            kind: 'paid',
            amount: d.coin,
            expiresAt: null,
            sourceKind: 'pack',
            sourceId: d.orderId,
            detail: d.packName,
          },
          ...(d.bonusLotId
            ? [
                {
                  lotId: d.bonusLotId,
                  kind: 'bonus',
                  amount: d.bonusCoin,
                  expiresAt: d.bonusExpiresAt,
                  sourceKind: 'pack',
                  sourceId: d.orderId,
                  detail: d.packName,
                },
              ]
            : []),
          ...(d.pointLotId
            ? [
                {
                  lotId: d.pointLotId,
                  kind: 'point',
                  amount: d.point,
                  expiresAt: d.pointExpiresAt,
                  sourceKind: 'pack',
                  sourceId: d.orderId,
                  detail: d.packName,
                },
              ]
            : []),
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
        unlocks(
          e.data.episodes.map((ep) => {
            const b = Math.min(bonusLeft, ep.price);
            bonusLeft -= b;
            return { episodeId: ep.episodeId, via: 'all' as const, unlockId: e.data.unlockId, coin: ep.price - b, bonus: b };
          }),
          e.data.comicId,
        );
        break;
      }
      case 'GiftClaimed': {
        const d = e.data;
        ctes.push(`gift AS (INSERT INTO ${T('wallet_gift_claims')} (user_id, gift_id, gift_type, title, value, lot_id, pass_id, episode_id, expires_at, claimed_at)
          SELECT ${U()}, ${p(d.giftId)}::text, ${p(d.giftType)}::text, ${p(d.title)}::text, ${p(d.value)}::int, ${p(d.lotId)}::text, ${p(d.passId)}::text,
                 ${p(d.episodeId)}::text, ${p(d.expiresAt)}::timestamptz, ${AT()} WHERE ${guard})`);
        if (d.giftType === 'rental' && d.passId && d.episodeId) {
          ctes.push(`pass AS (INSERT INTO ${T('wallet_rental_passes')} (user_id, pass_id, gift_id, episode_id, expires_at, created_at)
            SELECT ${U()}, ${p(d.passId)}::text, ${p(d.giftId)}::text, ${p(d.episodeId)}::text, ${p(d.expiresAt)}::timestamptz, ${AT()} WHERE ${guard})`);
          bump({ rental: 1 });
        } else if (d.lotId) {
          newLots([
            {
              lotId: d.lotId,
              kind: d.giftType === 'coin' ? 'bonus' : 'point',
              amount: d.value,
              expiresAt: d.expiresAt,
              sourceKind: 'gift',
              sourceId: d.giftId,
              detail: d.title,
            },
          ]);
          bump(d.giftType === 'coin' ? { bonus: d.value } : { point: d.value });
        }
        break;
      }
      case 'RentalPassUsed':
        ctes.push(
          `pass AS (UPDATE ${T('wallet_rental_passes')} SET used_at = ${p(e.data.at)}::timestamptz WHERE user_id = ${U()} AND pass_id = ${p(e.data.passId)}::text AND ${guard})`,
        );
        break;
      case 'RentalPassExpired':
        ctes.push(
          `pass AS (UPDATE ${T('wallet_rental_passes')} SET expired = true WHERE user_id = ${U()} AND pass_id = ${p(e.data.passId)}::text AND ${guard})`,
        );
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
        ctes.push(
          `relocked AS (DELETE FROM ${T('wallet_unlocks')} WHERE user_id = ${U()} AND episode_id = ANY(${p(e.data.episodeIds)}::text[]) AND ${guard})`,
        );
        break;
      default:
        return undefined;
    }
    if (!ctes.length) return undefined;
    // A debit of a wallet that has no balance row would be a decider bug: refuse it as the CHECK would.
    return {
      ctes,
      params,
      verify: balanceMoved ? '(SELECT count(*) FROM bal) = 1' : undefined,
      failure: `wallet ${user}: no balance row to move for ${e.type} ${e.eventId}`,
    };
  }
}
