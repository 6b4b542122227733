import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { BELL_EVENT_TYPES, userOfBells, type BellEvent } from '../bells.events.js';

/**
 * Inline: the belled comics per reader (`rm.inbox_bells`), read-your-writes for the comic page's
 * bell, and indexed by comic for the release fan-out.
 */
@Injectable()
export class BellsProjection implements ReadModelProjection {
  readonly name = 'inbox_bells';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = BELL_EVENT_TYPES;
  readonly tables = {
    inbox_bells: (t: string) => [
      `CREATE TABLE ${t} (user_id uuid NOT NULL, comic_id uuid NOT NULL, since timestamptz NOT NULL, PRIMARY KEY (user_id, comic_id))`,
      `CREATE INDEX ON ${t} (comic_id, user_id)`,
    ],
  };

  async apply(events: StoredEvent[], ctx: ProjectionContext): Promise<void> {
    for (const stored of events) {
      const e = stored as unknown as StoredEvent & BellEvent;
      const user = userOfBells(stored.streamId);
      if (e.type === 'ComicBellTurnedOn') {
        await ctx.tx.query(
          `INSERT INTO ${ctx.table('inbox_bells')} VALUES ($1, $2, $3) ON CONFLICT (user_id, comic_id) DO UPDATE SET since = $3`,
          [user, e.data.comicId, e.data.at],
        );
      } else {
        await ctx.tx.query(`DELETE FROM ${ctx.table('inbox_bells')} WHERE user_id = $1 AND comic_id = $2`, [user, e.data.comicId]);
      }
    }
  }
}
