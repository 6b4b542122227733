import { Injectable } from '@nestjs/common';
import type { FeedEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, Reactor } from '../../../platform/projections/projection.types.js';
import { CatalogReadCounter } from '../../catalog/index.js';
import type { EpisodeOpened } from '../reading.events.js';

/**
 * Feeds the catalog's ranking from reading: each first opening of an episode by a reader counts
 * one read of its comic (batched per comic). At least once: a redelivered batch may count a read
 * twice — acceptable for a popularity ranking, never for money.
 */
@Injectable()
export class CatalogReadsReactor implements Reactor<'data'> {
  readonly name = 'catalog_reads';
  readonly kind = 'reactor' as const;
  readonly startFrom = 'beginning' as const;
  readonly handles = ['EpisodeOpened'] as const;
  /** Only the payload: it replays the whole log when it starts. */
  readonly reads = { data: true } as const;

  /** Cached catalog bodies are dropped at most this often because of reads. */
  static readonly INVALIDATE_EVERY_MS = 10_000;
  private lastInvalidation = 0;

  constructor(private readonly counter: CatalogReadCounter) {}

  async apply(events: FeedEvent<'data'>[], _ctx: ProjectionContext): Promise<void> {
    const perComic = new Map<string, number>();
    for (const e of events as Array<FeedEvent<'data'> & EpisodeOpened>)
      perComic.set(e.data.comicId, (perComic.get(e.data.comicId) ?? 0) + 1);
    const invalidate = Date.now() - this.lastInvalidation >= CatalogReadsReactor.INVALIDATE_EVERY_MS;
    if (invalidate) this.lastInvalidation = Date.now();
    for (const [comicId, n] of perComic) await this.counter.recordRead(comicId, n, { invalidate });
  }
}
