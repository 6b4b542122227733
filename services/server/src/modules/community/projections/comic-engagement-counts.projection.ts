import { Injectable } from '@nestjs/common';
import type { ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { table, type ChangeEvent, type RowChange } from '../../../platform/projections/row-changes.js';
import type { EngagementEvent } from '../engagement.events.js';

type Reads = 'data';

/**
 * Likes and shares per comic (comic detail, the ranking). Inline, so that the answer to a like
 * carries the count it made (the page shows it at once); a like holds its comic's counter row only
 * for its own short append transaction. A batch (a rebuild's) adds up its events per comic and
 * writes each comic once where it can (row changes merge by key).
 */
@Injectable()
export class ComicEngagementCountsProjection implements ReadModelProjection<Reads> {
  readonly name = 'comic_engagement_counts';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = ['ComicLiked', 'ComicUnliked', 'ComicShared'] as const;
  readonly reads = { data: true } as const;
  readonly tables = {
    comic_engagement_counts: table({
      columns: { comic_id: 'text', likes: 'integer NOT NULL CHECK (likes >= 0)', shares: 'integer NOT NULL CHECK (shares >= 0)' },
      key: ['comic_id'],
    }),
  };

  /** A like or a share counts one up (a comic's first makes its row); an unlike counts one down. */
  changes(stored: ChangeEvent<Reads>): RowChange[] {
    const e = stored as ChangeEvent<Reads> & EngagementEvent;
    const key = { comic_id: e.data.comicId };
    switch (e.type) {
      case 'ComicLiked':
        return [{ upsert: 'comic_engagement_counts', key, add: { likes: 1, shares: 0 } }];
      case 'ComicUnliked':
        return [{ update: 'comic_engagement_counts', key, add: { likes: -1 } }];
      case 'ComicShared':
        return [{ upsert: 'comic_engagement_counts', key, add: { likes: 0, shares: 1 } }];
      default:
        return [];
    }
  }
}
