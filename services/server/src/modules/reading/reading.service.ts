import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { Clock } from '../../platform/clock/clock.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { EventStreams } from '../../platform/event-store/event-streams.js';
import type { ReadingCommand } from './reading.decider.js';
import { readingStream } from './reading.stream.js';
import { READING_MESSAGES } from './reading.messages.js';

/** Reading progress and openings as events on the reader's `reading-<userId>` stream. */
@Injectable()
export class ReadingService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  private async run(userId: string, command: ReadingCommand): Promise<void> {
    await this.streams.run(readingStream, userId, command);
  }

  /** The reader opened an episode (the open-episode command only). */
  async opened(userId: string, episodeId: string, comicId: string): Promise<void> {
    await this.run(userId, { type: 'OpenEpisode', episodeId, comicId, at: this.clock.now().toISOString() });
  }

  async progress(userId: string, episodeId: string, comicId: string, percentage: number): Promise<void> {
    await this.run(userId, { type: 'RecordProgress', episodeId, comicId, percentage, at: this.clock.now().toISOString() });
  }

  async deleteHistory(userId: string, comicIds: string[]): Promise<void> {
    if (comicIds.length > 500) throw validationError(READING_MESSAGES.tooManyHistoryEntries);
    await this.run(userId, { type: 'DeleteHistory', comicIds, at: this.clock.now().toISOString() });
  }

  /** The Recent shelf, newest first. */
  async recent(userId: string, limit = 100) {
    const { rows } = await this.pool.query(
      `SELECT r.comic_id, r.episode_id, coalesce(p.percentage, 0) AS percentage, r.read_at FROM rm.reading_recent r
         LEFT JOIN rm.reading_progress p ON p.user_id = r.user_id AND p.episode_id = r.episode_id
        WHERE r.user_id = $1 ORDER BY r.read_at DESC LIMIT $2`,
      [userId, limit],
    );
    return rows as Array<{ comic_id: string; episode_id: string; percentage: number; read_at: Date }>;
  }

  async openedEpisodeIds(userId: string, episodeIds: string[]): Promise<string[]> {
    const { rows } = await this.pool.query('SELECT episode_id FROM rm.reading_opened WHERE user_id = $1 AND episode_id = ANY($2::text[])', [
      userId,
      episodeIds,
    ]);
    return rows.map((r) => r.episode_id);
  }

  /** Episodes of the comic this reader opened or reported progress on. */
  async reachedEpisodeIds(userId: string, comicId: string): Promise<string[]> {
    const { rows } = await this.pool.query(
      `SELECT episode_id FROM rm.reading_opened WHERE user_id = $1 AND comic_id = $2
       UNION SELECT episode_id FROM rm.reading_progress WHERE user_id = $1 AND comic_id = $2`,
      [userId, comicId],
    );
    return rows.map((r) => r.episode_id);
  }

  async episodeProgress(userId: string, episodeId: string): Promise<number | null> {
    const { rows } = await this.pool.query('SELECT percentage FROM rm.reading_progress WHERE user_id = $1 AND episode_id = $2', [
      userId,
      episodeId,
    ]);
    return rows[0]?.percentage ?? null;
  }

  /** Summed progress per comic (percentage points over its episodes), for totalPercentage. */
  async progressByComic(userId: string, comicIds: string[]): Promise<Map<string, number>> {
    const { rows } = await this.pool.query(
      'SELECT comic_id, sum(percentage)::int AS total FROM rm.reading_progress WHERE user_id = $1 AND comic_id = ANY($2::text[]) GROUP BY comic_id',
      [userId, comicIds],
    );
    return new Map(rows.map((r) => [r.comic_id, r.total]));
  }
}
