import { Query } from '@nestjs/cqrs';
import type { EpisodeSummaryOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** A public episode with its comic, its comments count and its comic's public episodes. */
export interface EpisodeDetail {
  episode: Omit<EpisodeSummaryOut, 'comicId'> & {
    description: string;
    writer: string;
    comicId: { _id: string; id: string; title: string; slug: string };
    content: Array<{ image: string; sequence: number }>;
    locked?: string;
  };
  comments: number;
  listEpisode: EpisodeSummaryOut[];
}

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

/** The same by the episode's id, at the clock's now (the reading context's episode view, get-comic-episode-data); 404 otherwise. */
export class GetEpisodeByIdQuery extends Query<EpisodeDetail> {
  constructor(
    readonly episodeId: string,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
