import { Injectable } from '@nestjs/common';
import type { FeedEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import type { Draw, WalletEvent } from '../wallet.events.js';
import { userOfWallet } from './wallet-balance.projection.js';

/** What it reads of an event (the feed selects and parses nothing else). */
type Reads = 'eventId' | 'data' | 'streamId' | 'createdAt';
type Row = [
  eventId: string,
  kind: 'coin' | 'bonus' | 'rental',
  action: string,
  amount: number,
  episodeId: string | null,
  comicId: string | null,
  detail: string,
  episodeCount: number | null,
];
type Placed = { user: string; row: Row; globalPosition: number; at: Date };

const split = (draws: Draw[]) => ({
  coin: draws.filter((d) => d.source === 'paid').reduce((n, d) => n + d.amount, 0),
  bonus: draws.filter((d) => d.source === 'bonus').reduce((n, d) => n + d.amount, 0),
});

/**
 * Usage History (docs/product.md account: tabs All, Free Rental Passes, Coins, Bonus Coins): one row per
 * currency an event moved, negative when spent or expired, positive when given back. Async.
 */
@Injectable()
export class UsageHistoryProjection implements ReadModelProjection<Reads> {
  readonly name = 'wallet_usage_history';
  readonly kind = 'async' as const;
  /**
   * 2: keyed by (user_id, global_position, kind), the order the tabs list in, and written without
   * ON CONFLICT: one index and no speculative insertion per row (was a second index on created_at).
   * 3: episode_count, how many episodes an unlock-all (or its withdrawal) covered, so the line can
   * be worded in the reader's language (detail keeps the English text).
   */
  readonly version = 3;
  readonly handles = [
    'EpisodePurchased',
    'AllEpisodesUnlocked',
    'RentalPassUsed',
    'LotExpired',
    'UnlockAllWithdrawn',
    'CoinPackRefunded',
  ] as const;
  readonly reads = { eventId: true, data: true, streamId: true, createdAt: true } as const;
  readonly tables = {
    wallet_usage_history: (t: string) => [
      `CREATE TABLE ${t} (
      user_id text NOT NULL,
      event_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('coin', 'bonus', 'rental')),
      action text NOT NULL,
      amount integer NOT NULL,
      episode_id text NULL,
      comic_id text NULL,
      detail text NOT NULL DEFAULT '',
      episode_count integer NULL,
      global_position bigint NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, global_position, kind))`,
    ],
  };

  /**
   * The whole batch in one statement: it runs beside every purchase, one round trip per event was
   * most of its cost. Each event is applied exactly once (the batch commits with its checkpoint),
   * so a row already there is a bug, and fails the batch rather than being skipped.
   */
  async apply(events: FeedEvent<Reads>[], ctx: ProjectionContext): Promise<void> {
    const placed: Placed[] = [];
    for (const stored of events) {
      const e = stored as FeedEvent<Reads> & WalletEvent;
      const rows: Row[] = [];
      const id = stored.eventId;
      switch (e.type) {
        case 'EpisodePurchased': {
          const s = split(e.data.draws);
          if (s.coin) rows.push([id, 'coin', 'purchase', -s.coin, e.data.episodeId, e.data.comicId, '', null]);
          if (s.bonus) rows.push([id, 'bonus', 'purchase', -s.bonus, e.data.episodeId, e.data.comicId, '', null]);
          break;
        }
        case 'AllEpisodesUnlocked': {
          const s = split(e.data.draws);
          const count = e.data.episodes.length;
          const detail = `${count} episodes`;
          if (s.coin) rows.push([id, 'coin', 'unlock_all', -s.coin, null, e.data.comicId, detail, count]);
          if (s.bonus) rows.push([id, 'bonus', 'unlock_all', -s.bonus, null, e.data.comicId, detail, count]);
          break;
        }
        case 'UnlockAllWithdrawn': {
          const s = split(e.data.refund);
          const count = e.data.episodeIds.length;
          const detail = `${count} episodes`;
          if (s.coin) rows.push([id, 'coin', 'withdrawn', s.coin, null, e.data.comicId, detail, count]);
          if (s.bonus) rows.push([id, 'bonus', 'withdrawn', s.bonus, null, e.data.comicId, detail, count]);
          break;
        }
        case 'RentalPassUsed':
          rows.push([id, 'rental', 'rental_used', -1, e.data.episodeId, null, '', null]);
          break;
        case 'LotExpired':
          if (e.data.kind === 'bonus') rows.push([id, 'bonus', 'expired', -e.data.amount, null, null, '', null]);
          break;
        case 'CoinPackRefunded':
          if (e.data.coin) rows.push([id, 'coin', 'refunded', -e.data.coin, null, null, e.data.reason, null]);
          if (e.data.bonusCoin) rows.push([id, 'bonus', 'refunded', -e.data.bonusCoin, null, null, e.data.reason, null]);
          break;
        default:
          break;
      }
      for (const row of rows)
        placed.push({ user: userOfWallet(stored.streamId), row, globalPosition: stored.globalPosition, at: stored.createdAt });
    }
    if (!placed.length) return;
    const col = (i: number) => placed.map((p) => p.row[i]);
    await ctx.tx.query(
      `INSERT INTO ${ctx.table('wallet_usage_history')} (user_id, event_id, kind, action, amount, episode_id, comic_id, detail, episode_count, global_position, created_at)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::int[], $10::bigint[], $11::timestamptz[])`,
      [
        placed.map((p) => p.user),
        col(0),
        col(1),
        col(2),
        col(3),
        col(4),
        col(5),
        col(6),
        col(7),
        placed.map((p) => p.globalPosition),
        placed.map((p) => p.at),
      ],
    );
  }
}
