import type { Queryable } from '../../../../platform/database/pg-pool.js';

/** An entry of the Recent shelf: the comic, the episode last read in it and that episode's position (0 before any report). */
export interface RecentReadRow {
  comicId: string;
  episodeId: string;
  percentage: number;
  readAt: Date;
}

/** The reader's Recent shelf, newest first, at most `limit` entries (get-comic-read, get-user-data's read comics). */
export async function recentReads(db: Queryable, userId: string, limit: number): Promise<RecentReadRow[]> {
  const { rows } = await db.query<RecentReadRow>(
    `SELECT r.comic_id AS "comicId", r.episode_id AS "episodeId", coalesce(p.percentage, 0) AS percentage, r.read_at AS "readAt"
       FROM rm.reading_recent r
       LEFT JOIN rm.reading_progress p ON p.user_id = r.user_id AND p.episode_id = r.episode_id
      WHERE r.user_id = $1 ORDER BY r.read_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
