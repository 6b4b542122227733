import type { Queryable } from '../../../../platform/database/pg-pool.js';

/** Which of these episodes the reader opened (the withdrawal rule; whether an opening still waits). */
export async function openedEpisodeIds(db: Queryable, userId: string, episodeIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ episode_id: string }>(
    'SELECT episode_id FROM rm.reading_opened WHERE user_id = $1 AND episode_id = ANY($2::text[])',
    [userId, episodeIds],
  );
  return rows.map((r) => r.episode_id);
}
