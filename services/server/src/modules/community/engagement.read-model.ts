import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/database/pg-pool.js';

export interface LikeMark {
  comicId: string;
  likedAt: Date;
}
export interface ShareMark {
  comicId: string;
  shares: number;
  firstSharedAt: Date;
  lastSharedAt: Date;
}
export interface EngagementCounts {
  likeCount: number;
  shareCount: number;
}

/** Reads of the engagement read models (rm views), for REST and GraphQL alike. */
@Injectable()
export class EngagementReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async likes(userId: string): Promise<LikeMark[]> {
    const { rows } = await this.pool.query(
      'SELECT comic_id, liked_at FROM rm.engagement_likes WHERE user_id = $1 ORDER BY liked_at DESC, comic_id',
      [userId],
    );
    return rows.map((r) => ({ comicId: r.comic_id, likedAt: r.liked_at }));
  }

  async shares(userId: string): Promise<ShareMark[]> {
    const { rows } = await this.pool.query(
      'SELECT comic_id, shares, first_shared_at, last_shared_at FROM rm.engagement_shares WHERE user_id = $1 ORDER BY last_shared_at DESC, comic_id',
      [userId],
    );
    return rows.map((r) => ({ comicId: r.comic_id, shares: r.shares, firstSharedAt: r.first_shared_at, lastSharedAt: r.last_shared_at }));
  }

  async liked(userId: string, comicId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM rm.engagement_likes WHERE user_id = $1 AND comic_id = $2', [userId, comicId]);
    return !!rowCount;
  }

  /** true: interested, false: not interested, null: never said. */
  async interest(userId: string, comicId: string): Promise<boolean | null> {
    const { rows } = await this.pool.query('SELECT interest FROM rm.engagement_interest WHERE user_id = $1 AND comic_id = $2', [
      userId,
      comicId,
    ]);
    return rows[0]?.interest ?? null;
  }

  async counts(comicIds: readonly string[]): Promise<Map<string, EngagementCounts>> {
    const { rows } = await this.pool.query(
      'SELECT comic_id, likes, shares FROM rm.comic_engagement_counts WHERE comic_id = ANY($1::text[])',
      [[...comicIds]],
    );
    const found = new Map(rows.map((r) => [r.comic_id as string, { likeCount: r.likes as number, shareCount: r.shares as number }]));
    return new Map(comicIds.map((id) => [id, found.get(id) ?? { likeCount: 0, shareCount: 0 }]));
  }
}
