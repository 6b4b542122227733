import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage, EpisodeDetail, SellableEpisode } from '../../../catalog/index.js';
import type { Denied } from '../../episode-access.js';
import type { EpisodeForReader } from '../get-episode-for-reader/get-episode-for-reader.query.js';

/** An episode not yet released: shown to nobody, but said so rather than 404 (docs/product.md). */
export interface UpcomingEpisode {
  upcoming: true;
  episode: SellableEpisode;
  access: Denied;
}
/** A released episode with this reader's access, pages (when entitled) and progress. */
export type ReleasedEpisode = { upcoming: false; detail: EpisodeDetail; progress: number | null } & EpisodeForReader;

/**
 * An episode for the reader (get-comic-episode-data): the episode, its comments count and episode
 * list, whether this reader may read it (and if not why), what opening it would move, the pages
 * only for an entitled reader with nothing waiting on an opening, and where they stopped, its
 * texts in `lang`. Moves nothing: the open-episode command records openings and uses passes.
 */
export class GetEpisodeViewQuery extends Query<UpcomingEpisode | ReleasedEpisode> {
  constructor(
    readonly episodeId: string,
    readonly userId: string | undefined,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
