import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type EpisodeDetail } from '../../read-model/catalog.queries.js';
import { GetEpisodeQuery } from './get-episode.query.js';

@QueryHandler(GetEpisodeQuery)
export class GetEpisodeHandler implements IQueryHandler<GetEpisodeQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ comicSlug, episodeNumber, at, lang }: GetEpisodeQuery): Promise<EpisodeDetail> {
    return this.catalog.episodeDetail('', at, { comicSlug, number: episodeNumber }, lang);
  }
}
