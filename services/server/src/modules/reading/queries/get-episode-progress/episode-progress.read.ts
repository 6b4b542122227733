import type { Queryable } from '../../../../platform/database/pg-pool.js';

/** Where the reader stopped in the episode (0–100); null when they never reported a position. */
export async function episodeProgress(db: Queryable, userId: string, episodeId: string): Promise<number | null> {
  const { rows } = await db.query<{ percentage: number }>(
    'SELECT percentage FROM rm.reading_progress WHERE user_id = $1 AND episode_id = $2',
    [userId, episodeId],
  );
  return rows[0]?.percentage ?? null;
}
