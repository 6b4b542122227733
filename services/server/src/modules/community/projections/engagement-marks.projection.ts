import { Injectable } from '@nestjs/common';
import type { ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { table, type ChangeEvent, type RowChange } from '../../../platform/projections/row-changes.js';
import { ENGAGEMENT_EVENT_TYPES, userOfEngagement, type EngagementEvent } from '../engagement.events.js';

type Reads = 'data' | 'streamId';

/**
 * Inline: the reader's own marks (liked comics, shares per comic, interest), read-your-writes,
 * since the comic page shows them straight after the call.
 */
@Injectable()
export class EngagementMarksProjection implements ReadModelProjection<Reads> {
  readonly name = 'engagement_marks';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = ENGAGEMENT_EVENT_TYPES;
  readonly reads = { data: true, streamId: true } as const;
  readonly tables = {
    engagement_likes: table({
      columns: { user_id: 'text NOT NULL', comic_id: 'text NOT NULL', liked_at: 'timestamptz NOT NULL' },
      key: ['user_id', 'comic_id'],
    }),
    engagement_shares: table({
      columns: {
        user_id: 'text NOT NULL',
        comic_id: 'text NOT NULL',
        shares: 'integer NOT NULL CHECK (shares > 0)',
        first_shared_at: 'timestamptz NOT NULL',
        last_shared_at: 'timestamptz NOT NULL',
      },
      key: ['user_id', 'comic_id'],
    }),
    engagement_interest: table({
      columns: { user_id: 'text NOT NULL', comic_id: 'text NOT NULL', interest: 'boolean NOT NULL', updated_at: 'timestamptz NOT NULL' },
      key: ['user_id', 'comic_id'],
    }),
  };

  /** A comic is liked once until unliked; every share counts; the latest interest mark stands. */
  changes(stored: ChangeEvent<Reads>): RowChange[] {
    const e = stored as ChangeEvent<Reads> & EngagementEvent;
    const key = { user_id: userOfEngagement(e.streamId), comic_id: e.data.comicId };
    switch (e.type) {
      case 'ComicLiked':
        return [{ insert: 'engagement_likes', row: { ...key, liked_at: e.data.at } }];
      case 'ComicUnliked':
        return [{ delete: 'engagement_likes', key }];
      case 'ComicShared':
        return [
          {
            upsert: 'engagement_shares',
            key,
            init: { first_shared_at: e.data.at },
            set: { last_shared_at: e.data.at },
            add: { shares: 1 },
          },
        ];
      case 'InterestMarked':
        return [{ upsert: 'engagement_interest', key, set: { interest: e.data.interest, updated_at: e.data.at } }];
    }
  }
}
