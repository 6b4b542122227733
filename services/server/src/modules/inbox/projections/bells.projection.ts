import { Injectable } from '@nestjs/common';
import type { ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { table, type ChangeEvent, type RowChange } from '../../../platform/projections/row-changes.js';
import { BELL_EVENT_TYPES, userOfBells, type BellEvent } from '../bells.events.js';

type Reads = 'data' | 'streamId';

/**
 * Inline: the belled comics per reader (`rm.inbox_bells`), read-your-writes for the comic page's
 * bell, and indexed by comic for the release fan-out.
 */
@Injectable()
export class BellsProjection implements ReadModelProjection<Reads> {
  readonly name = 'inbox_bells';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = BELL_EVENT_TYPES;
  readonly reads = { data: true, streamId: true } as const;
  readonly tables = {
    inbox_bells: table({
      columns: { user_id: 'uuid NOT NULL', comic_id: 'uuid NOT NULL', since: 'timestamptz NOT NULL' },
      key: ['user_id', 'comic_id'],
      indexes: ['(comic_id, user_id)'],
    }),
  };

  /** A bell turned on (again) rings since then; turned off, it is gone. */
  changes(stored: ChangeEvent<Reads>): RowChange[] {
    const e = stored as ChangeEvent<Reads> & BellEvent;
    const key = { user_id: userOfBells(e.streamId), comic_id: e.data.comicId };
    return e.type === 'ComicBellTurnedOn' ? [{ upsert: 'inbox_bells', key, set: { since: e.data.at } }] : [{ delete: 'inbox_bells', key }];
  }
}
