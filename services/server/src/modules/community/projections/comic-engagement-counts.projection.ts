import { Injectable } from '@nestjs/common';
import type { FeedEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import type { EngagementEvent } from '../engagement.events.js';

type Reads = 'data';

/**
 * Likes and shares per comic (comic detail, the ranking). Inline, so that the answer to a like
 * carries the count it made (the page shows it at once); a like holds its comic's counter row only
 * for its own short append transaction. A batch (a rebuild's) adds up its events per comic and
 * writes each comic once.
 */
@Injectable()
export class ComicEngagementCountsProjection implements ReadModelProjection<Reads> {
  readonly name = 'comic_engagement_counts';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = ['ComicLiked', 'ComicUnliked', 'ComicShared'] as const;
  readonly reads = { data: true } as const;
  readonly tables = {
    comic_engagement_counts: (t: string) => [
      `CREATE TABLE ${t} (
      comic_id text PRIMARY KEY,
      likes integer NOT NULL CHECK (likes >= 0),
      shares integer NOT NULL CHECK (shares >= 0))`,
    ],
  };

  async apply(events: FeedEvent<Reads>[], ctx: ProjectionContext): Promise<void> {
    const delta = new Map<string, { likes: number; shares: number }>();
    for (const stored of events) {
      const e = stored as FeedEvent<Reads> & EngagementEvent;
      const d = delta.get(e.data.comicId) ?? { likes: 0, shares: 0 };
      if (e.type === 'ComicLiked') d.likes += 1;
      else if (e.type === 'ComicUnliked') d.likes -= 1;
      else if (e.type === 'ComicShared') d.shares += 1;
      delta.set(e.data.comicId, d);
    }
    if (!delta.size) return;
    const ids = [...delta.keys()].sort(); // one lock order for every batch
    // Rows first, then the deltas: an unlike's negative delta never stands as a row of its own
    // (the CHECK would refuse it even when the row exists).
    await ctx.tx.query(
      `INSERT INTO ${ctx.table('comic_engagement_counts')} (comic_id, likes, shares) SELECT unnest($1::text[]), 0, 0 ON CONFLICT (comic_id) DO NOTHING`,
      [ids],
    );
    await ctx.tx.query(
      `UPDATE ${ctx.table('comic_engagement_counts')} AS c SET likes = c.likes + d.likes, shares = c.shares + d.shares
       FROM unnest($1::text[], $2::int[], $3::int[]) AS d(comic_id, likes, shares) WHERE c.comic_id = d.comic_id`,
      [ids, ids.map((i) => delta.get(i)!.likes), ids.map((i) => delta.get(i)!.shares)],
    );
  }
}
