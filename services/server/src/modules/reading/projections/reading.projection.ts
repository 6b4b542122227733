import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { READING_EVENT_TYPES, type ReadingEvent } from '../reading.events.js';

const userOf = (streamId: string) => streamId.replace(/^reading-/, '');

/**
 * Inline: what was opened (withdrawal rule), the last position per episode (restored on
 * return) and the Recent shelf — read-your-writes, since the reader comes straight back.
 */
@Injectable()
export class ReadingProjection implements ReadModelProjection {
  readonly name = 'reading';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = READING_EVENT_TYPES;
  readonly tables = {
    reading_opened: (t: string) => [
      `CREATE TABLE ${t} (user_id text NOT NULL, episode_id text NOT NULL, comic_id text NOT NULL, opened_at timestamptz NOT NULL, PRIMARY KEY (user_id, episode_id))`,
    ],
    reading_progress: (t: string) => [
      `CREATE TABLE ${t} (
      user_id text NOT NULL, episode_id text NOT NULL, comic_id text NOT NULL,
      percentage integer NOT NULL CHECK (percentage BETWEEN 0 AND 100), updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, episode_id))`,
      `CREATE INDEX ON ${t} (user_id, comic_id)`,
    ],
    reading_recent: (t: string) => [
      `CREATE TABLE ${t} (
      user_id text NOT NULL, comic_id text NOT NULL, episode_id text NOT NULL,
      percentage integer NOT NULL, read_at timestamptz NOT NULL, PRIMARY KEY (user_id, comic_id))`,
      `CREATE INDEX ON ${t} (user_id, read_at DESC)`,
    ],
  };

  async apply(events: StoredEvent[], ctx: ProjectionContext): Promise<void> {
    for (const stored of events) {
      const e = stored as unknown as StoredEvent & ReadingEvent;
      const user = userOf(stored.streamId);
      switch (e.type) {
        case 'EpisodeOpened':
          await ctx.tx.query(`INSERT INTO ${ctx.table('reading_opened')} VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING`, [
            user,
            e.data.episodeId,
            e.data.comicId,
            e.data.at,
          ]);
          await ctx.tx.query(
            `INSERT INTO ${ctx.table('reading_recent')} AS r VALUES ($1,$2,$3,0,$4)
             ON CONFLICT (user_id, comic_id) DO UPDATE SET episode_id = $3, read_at = $4,
               percentage = CASE WHEN r.episode_id = $3 THEN r.percentage ELSE coalesce((SELECT percentage FROM ${ctx.table('reading_progress')} WHERE user_id = $1 AND episode_id = $3), 0) END`,
            [user, e.data.comicId, e.data.episodeId, e.data.at],
          );
          break;
        case 'ReadingProgressed':
          await ctx.tx.query(
            `INSERT INTO ${ctx.table('reading_progress')} AS p VALUES ($1,$2,$3,$4,$5)
             ON CONFLICT (user_id, episode_id) DO UPDATE SET percentage = $4, updated_at = $5`,
            [user, e.data.episodeId, e.data.comicId, e.data.percentage, e.data.at],
          );
          await ctx.tx.query(
            `INSERT INTO ${ctx.table('reading_recent')} VALUES ($1,$2,$3,$4,$5)
             ON CONFLICT (user_id, comic_id) DO UPDATE SET episode_id = $3, percentage = $4, read_at = $5`,
            [user, e.data.comicId, e.data.episodeId, e.data.percentage, e.data.at],
          );
          break;
        case 'ReadingHistoryDeleted':
          await ctx.tx.query(`DELETE FROM ${ctx.table('reading_recent')} WHERE user_id = $1 AND comic_id = ANY($2::text[])`, [
            user,
            e.data.comicIds,
          ]);
          break;
      }
    }
  }
}
