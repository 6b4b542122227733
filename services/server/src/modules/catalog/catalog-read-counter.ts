import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { Clock } from '../../platform/clock/clock.js';
import { CatalogCache } from './cache/catalog-cache.js';

/**
 * The read counters the ranking uses until the reading context's progress projection exists:
 * `total_read` on the comic (all time) and one row per comic and UTC day (week, day).
 * The reading context calls `recordRead` once per first read of an episode.
 */
@Injectable()
export class CatalogReadCounter {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly cache: CatalogCache,
  ) {}

  /**
   * Counts reads; `invalidate: false` leaves the cached bodies alone (a steady stream of reads
   * must not empty the cache — the reading reactor invalidates at most every few seconds).
   */
  async recordRead(comicId: string, reads = 1, opts: { invalidate?: boolean } = {}): Promise<void> {
    const day = this.clock.now().toISOString().slice(0, 10);
    await this.pool.query(
      `WITH c AS (UPDATE catalog_comics SET total_read = total_read + $2 WHERE id = $1 RETURNING id)
      INSERT INTO catalog_comic_reads (comic_id, day, reads) SELECT id, $3::date, $2 FROM c
      ON CONFLICT (comic_id, day) DO UPDATE SET reads = catalog_comic_reads.reads + EXCLUDED.reads`,
      [comicId, reads, day],
    );
    if (opts.invalidate !== false) this.cache.invalidate();
  }
}
