import { Query } from '@nestjs/cqrs';
import type { EpisodeDetail } from '../../read-model/catalog.queries.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** A public episode by its comic's slug and its number; pages only for a free one (the reading context decides access). */
export class GetEpisodeQuery extends Query<EpisodeDetail> {
  constructor(
    readonly comicSlug: string,
    readonly episodeNumber: number,
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
