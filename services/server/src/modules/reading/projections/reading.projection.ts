import { Injectable } from '@nestjs/common';
import type { ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { table, type ChangeEvent, type RowChange } from '../../../platform/projections/row-changes.js';
import { READING_EVENT_TYPES, type ReadingEvent } from '../reading.events.js';

const userOf = (streamId: string) => streamId.replace(/^reading-/, '');

type Reads = 'data' | 'streamId';

/**
 * Inline: what was opened (withdrawal rule), the last position per episode (restored on
 * return) and the Recent shelf — read-your-writes, since the reader comes straight back. The
 * shelf names the episode last read per comic; its percentage is that episode's position
 * (`reading_progress`, joined where the shelf is read).
 */
@Injectable()
export class ReadingProjection implements ReadModelProjection<Reads> {
  readonly name = 'reading';
  readonly kind = 'inline' as const;
  /** 2: reading_recent without percentage (the shelf's reads join reading_progress). */
  readonly version = 2;
  readonly handles = READING_EVENT_TYPES;
  readonly reads = { data: true, streamId: true } as const;
  readonly tables = {
    reading_opened: table({
      columns: { user_id: 'text NOT NULL', episode_id: 'text NOT NULL', comic_id: 'text NOT NULL', opened_at: 'timestamptz NOT NULL' },
      key: ['user_id', 'episode_id'],
    }),
    reading_progress: table({
      columns: {
        user_id: 'text NOT NULL',
        episode_id: 'text NOT NULL',
        comic_id: 'text NOT NULL',
        percentage: 'integer NOT NULL CHECK (percentage BETWEEN 0 AND 100)',
        updated_at: 'timestamptz NOT NULL',
      },
      key: ['user_id', 'episode_id'],
      indexes: ['(user_id, comic_id)'],
    }),
    reading_recent: table({
      columns: { user_id: 'text NOT NULL', comic_id: 'text NOT NULL', episode_id: 'text NOT NULL', read_at: 'timestamptz NOT NULL' },
      key: ['user_id', 'comic_id'],
      indexes: ['(user_id, read_at DESC)'],
    }),
  };

  /** An episode is opened once (its first time counts); progress and the shelf follow the latest read. */
  changes(stored: ChangeEvent<Reads>): RowChange[] {
    const e = stored as ChangeEvent<Reads> & ReadingEvent;
    const user_id = userOf(e.streamId);
    switch (e.type) {
      case 'EpisodeOpened': {
        const { episodeId: episode_id, comicId: comic_id, at } = e.data;
        return [
          { insert: 'reading_opened', row: { user_id, episode_id, comic_id, opened_at: at }, onConflict: 'nothing' },
          { upsert: 'reading_recent', key: { user_id, comic_id }, set: { episode_id, read_at: at } },
        ];
      }
      case 'ReadingProgressed': {
        const { episodeId: episode_id, comicId: comic_id, percentage, at } = e.data;
        return [
          { upsert: 'reading_progress', key: { user_id, episode_id }, init: { comic_id }, set: { percentage, updated_at: at } },
          { upsert: 'reading_recent', key: { user_id, comic_id }, set: { episode_id, read_at: at } },
        ];
      }
      case 'ReadingHistoryDeleted':
        return e.data.comicIds.map((comic_id): RowChange => ({ delete: 'reading_recent', key: { user_id, comic_id } }));
      case 'OfflineWindowGranted':
        // The log is the grants' record; no read model needs them.
        return [];
    }
  }
}
