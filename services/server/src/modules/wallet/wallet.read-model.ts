import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { Clock } from '../../platform/clock/clock.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { WALLET_PAGE_SIZE } from './history/wallet.paging.js';
import type { Balance } from './wallet.stream.js';

export type UsageTab = 'all' | 'rental' | 'coin' | 'bonus';
export type ExpirationTab = 'all' | 'rental' | 'bonus' | 'point';

const page = (p: number | undefined, size = WALLET_PAGE_SIZE) => ({ limit: size, offset: (Math.max(1, Math.floor(p ?? 1)) - 1) * size });

/** Reads of the wallet's read models (rm views), for REST and GraphQL alike. */
@Injectable()
export class WalletReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async balance(userId: string): Promise<Balance> {
    const { rows } = await this.pool.query('SELECT coin, bonus_coin, point, free_rental FROM rm.wallet_balances WHERE user_id = $1', [
      userId,
    ]);
    const r = rows[0];
    return { coin: r?.coin ?? 0, bonusCoin: r?.bonus_coin ?? 0, point: r?.point ?? 0, freeRental: r?.free_rental ?? 0 };
  }

  async ownedEpisodeIds(userId: string, comicId?: string): Promise<Set<string>> {
    const { rows } = comicId
      ? await this.pool.query('SELECT episode_id FROM rm.wallet_unlocks WHERE user_id = $1 AND comic_id = $2', [
          userId,
          comicId.toLowerCase(),
        ])
      : await this.pool.query('SELECT episode_id FROM rm.wallet_unlocks WHERE user_id = $1', [userId]);
    return new Set(rows.map((r) => r.episode_id));
  }

  /** How the reader holds the episode, if bought: alone or by an unlock-all (and when). */
  async ownedUnlock(userId: string, episodeId: string): Promise<{ via: 'episode' | 'all'; createdAt: Date } | null> {
    const { rows } = await this.pool.query('SELECT via, created_at FROM rm.wallet_unlocks WHERE user_id = $1 AND episode_id = $2', [
      userId,
      episodeId,
    ]);
    return rows[0] ? { via: rows[0].via, createdAt: rows[0].created_at } : null;
  }

  /** A rental pass for the episode that has not expired now. */
  async livePass(userId: string, episodeId: string): Promise<{ passId: string; usedAt: Date | null; expiresAt: Date } | null> {
    const { rows } = await this.pool.query(
      'SELECT pass_id, used_at, expires_at FROM rm.wallet_rental_passes WHERE user_id = $1 AND episode_id = $2 AND NOT expired AND expires_at > $3 ORDER BY expires_at LIMIT 1',
      [userId, episodeId, this.clock.now()],
    );
    return rows[0] ? { passId: rows[0].pass_id, usedAt: rows[0].used_at, expiresAt: rows[0].expires_at } : null;
  }

  async claimedGiftIds(userId: string, giftIds: string[]): Promise<Set<string>> {
    const { rows } = await this.pool.query('SELECT gift_id FROM rm.wallet_gift_claims WHERE user_id = $1 AND gift_id = ANY($2::text[])', [
      userId,
      giftIds,
    ]);
    return new Set(rows.map((r) => r.gift_id));
  }

  async unlocks(userId: string) {
    const { rows } = await this.pool.query(
      'SELECT episode_id, comic_id, via, unlock_id, coin, bonus_coin, created_at FROM rm.wallet_unlocks WHERE user_id = $1 ORDER BY created_at DESC, episode_id',
      [userId],
    );
    return rows as Array<{
      episode_id: string;
      comic_id: string;
      via: string;
      unlock_id: string | null;
      coin: number;
      bonus_coin: number;
      created_at: Date;
    }>;
  }

  async giftClaims(userId: string) {
    const { rows } = await this.pool.query(
      `SELECT g.*, l.amount AS lot_amount, l.remaining AS lot_remaining, p.used_at AS pass_used_at, p.expired AS pass_expired
       FROM rm.wallet_gift_claims g
       LEFT JOIN rm.wallet_lots l ON l.user_id = g.user_id AND l.lot_id = g.lot_id
       LEFT JOIN rm.wallet_rental_passes p ON p.user_id = g.user_id AND p.pass_id = g.pass_id
       WHERE g.user_id = $1 ORDER BY g.claimed_at DESC`,
      [userId],
    );
    return rows;
  }

  /** Coin Purchase History: one entry per credited pack (docs/product.md account); every entry without a page. */
  async coinPurchases(userId: string, p?: number) {
    const { limit, offset } = p === undefined ? { limit: 1000, offset: 0 } : page(p);
    const { rows } = await this.pool.query(
      `SELECT paid.source_id AS order_id, paid.detail AS pack_name, paid.amount AS coin,
              coalesce(b.amount, 0) AS bonus_coin, coalesce(pt.amount, 0) AS point, paid.created_at, count(*) OVER () AS total
       FROM rm.wallet_lots paid
       LEFT JOIN rm.wallet_lots b ON b.user_id = paid.user_id AND b.lot_id = paid.source_id || ':bonus'
       LEFT JOIN rm.wallet_lots pt ON pt.user_id = paid.user_id AND pt.lot_id = paid.source_id || ':point'
       WHERE paid.user_id = $1 AND paid.kind = 'paid'
       ORDER BY paid.created_at DESC, paid.lot_id LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
    return { items: rows, total: Number(rows[0]?.total ?? 0) };
  }

  /** Usage History, newest first (the log's order: a wallet's events are appended one at a time), page size 5 (docs/product.md). */
  async usage(userId: string, tab: UsageTab = 'all', p?: number) {
    const { limit, offset } = page(p);
    const { rows } = await this.pool.query(
      `SELECT *, count(*) OVER () AS total FROM rm.wallet_usage_history WHERE user_id = $1 AND ($2 = 'all' OR kind = $2)
       ORDER BY global_position DESC, kind DESC LIMIT $3 OFFSET $4`,
      [userId, tab, limit, offset],
    );
    return { items: rows, total: Number(rows[0]?.total ?? 0) };
  }

  /** Expected Expiration Dates: unexpired bonus and point lots and rental passes, soonest first, with what each came from (a pack's order, a gift). */
  async expirations(userId: string, tab: ExpirationTab = 'all', p?: number) {
    const { limit, offset } = page(p);
    const { rows } = await this.pool.query(
      `SELECT * , count(*) OVER () AS total FROM (
         SELECT kind, lot_id AS id, amount AS total_amount, remaining, expires_at, detail, NULL::text AS episode_id, source_kind, source_id, created_at
         FROM rm.wallet_lots WHERE user_id = $1 AND kind IN ('bonus', 'point') AND open AND expires_at > $2
         UNION ALL
         SELECT 'rental', pass_id, 1, CASE WHEN used_at IS NULL THEN 1 ELSE 0 END, expires_at, '', episode_id, 'gift', gift_id, created_at
         FROM rm.wallet_rental_passes WHERE user_id = $1 AND NOT expired AND expires_at > $2
       ) x WHERE ($3 = 'all' OR kind = $3) ORDER BY expires_at, id LIMIT $4 OFFSET $5`,
      [userId, this.clock.now(), tab, limit, offset],
    );
    return { items: rows, total: Number(rows[0]?.total ?? 0) };
  }
}
