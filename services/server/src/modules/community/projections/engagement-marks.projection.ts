import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { ENGAGEMENT_EVENT_TYPES, userOfEngagement, type EngagementEvent } from '../engagement.events.js';

/**
 * Inline: the reader's own marks (liked comics, shares per comic, interest), read-your-writes,
 * since the comic page shows them straight after the call.
 */
@Injectable()
export class EngagementMarksProjection implements ReadModelProjection {
  readonly name = 'engagement_marks';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = ENGAGEMENT_EVENT_TYPES;
  readonly tables = {
    engagement_likes: (t: string) => [
      `CREATE TABLE ${t} (user_id text NOT NULL, comic_id text NOT NULL, liked_at timestamptz NOT NULL, PRIMARY KEY (user_id, comic_id))`,
    ],
    engagement_shares: (t: string) => [
      `CREATE TABLE ${t} (
      user_id text NOT NULL, comic_id text NOT NULL, shares integer NOT NULL CHECK (shares > 0),
      first_shared_at timestamptz NOT NULL, last_shared_at timestamptz NOT NULL, PRIMARY KEY (user_id, comic_id))`,
    ],
    engagement_interest: (t: string) => [
      `CREATE TABLE ${t} (
      user_id text NOT NULL, comic_id text NOT NULL, interest boolean NOT NULL, updated_at timestamptz NOT NULL, PRIMARY KEY (user_id, comic_id))`,
    ],
  };

  async apply(events: StoredEvent[], ctx: ProjectionContext): Promise<void> {
    for (const stored of events) {
      const e = stored as unknown as StoredEvent & EngagementEvent;
      const user = userOfEngagement(stored.streamId);
      switch (e.type) {
        case 'ComicLiked':
          await ctx.tx.query(`INSERT INTO ${ctx.table('engagement_likes')} VALUES ($1,$2,$3)`, [user, e.data.comicId, e.data.at]);
          break;
        case 'ComicUnliked':
          await ctx.tx.query(`DELETE FROM ${ctx.table('engagement_likes')} WHERE user_id = $1 AND comic_id = $2`, [user, e.data.comicId]);
          break;
        case 'ComicShared':
          await ctx.tx.query(
            `INSERT INTO ${ctx.table('engagement_shares')} AS s VALUES ($1,$2,1,$3,$3)
             ON CONFLICT (user_id, comic_id) DO UPDATE SET shares = s.shares + 1, last_shared_at = $3`,
            [user, e.data.comicId, e.data.at],
          );
          break;
        case 'InterestMarked':
          await ctx.tx.query(
            `INSERT INTO ${ctx.table('engagement_interest')} VALUES ($1,$2,$3,$4)
             ON CONFLICT (user_id, comic_id) DO UPDATE SET interest = $3, updated_at = $4`,
            [user, e.data.comicId, e.data.interest, e.data.at],
          );
          break;
      }
    }
  }
}
