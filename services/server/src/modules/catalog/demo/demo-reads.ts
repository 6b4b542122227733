import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { DAY } from '../../../platform/clock/clock.js';
import { withTransaction } from '../../../platform/database/pg-pool.js';
import { catalogId } from '../catalog.ids.js';
import { demoDir } from '../catalog.paths.js';

/** Per demo comic (by key): all-time reads and the reads of the last 7 UTC days, today first (demo/reads.json). */
export type DemoReads = Record<string, { total: number; days: number[] }>;

export const demoReadsPath = () => path.join(demoDir, 'reads.json');

export async function readDemoReads(): Promise<DemoReads> {
  return JSON.parse(await readFile(demoReadsPath(), 'utf8')) as DemoReads;
}

/**
 * Gives the demo comics their reads, dated back from `today`, so the Ranking tabs (all time, week,
 * day) differ from the first start. Only comics nobody has read yet are given any: loading the
 * demo again changes nothing and real reads are never overwritten. Returns how many comics got reads.
 */
export async function seedDemoReads(pool: pg.Pool, today: Date, reads: DemoReads): Promise<number> {
  const day0 = Math.floor(today.getTime() / DAY) * DAY;
  const dayOf = (i: number) => new Date(day0 - i * DAY).toISOString().slice(0, 10);
  return withTransaction(pool, async (c) => {
    let seeded = 0;
    for (const [key, r] of Object.entries(reads)) {
      const id = catalogId('comic', key);
      const { rowCount } = await c.query(
        `UPDATE catalog_comics SET total_read = $2 WHERE id = $1 AND total_read = 0
        AND NOT EXISTS (SELECT 1 FROM catalog_comic_reads WHERE comic_id = $1)`,
        [id, r.total],
      );
      if (!rowCount) continue;
      // The reads before this week (the ranking's all-time tab sums the daily rows) fall a month back.
      const earlier = r.total - r.days.reduce((a, b) => a + b, 0);
      await c.query(
        `INSERT INTO catalog_comic_reads (comic_id, day, reads) SELECT $1, d.day::date, d.reads
        FROM unnest($2::text[], $3::int[]) AS d(day, reads) WHERE d.reads > 0`,
        [id, [...r.days.map((_, i) => dayOf(i)), dayOf(30)], [...r.days, earlier]],
      );
      seeded++;
    }
    return seeded;
  });
}
