import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetGenresQuery } from '../get-genres/get-genres.query.js';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import { GetHomeQuery, type HomeSections } from './get-home.query.js';

@QueryHandler(GetHomeQuery)
export class GetHomeHandler implements IQueryHandler<GetHomeQuery> {
  constructor(
    private readonly catalog: CatalogQueries,
    private readonly queries: QueryBus,
  ) {}

  async execute({ at, lang }: GetHomeQuery): Promise<HomeSections> {
    const now = at ?? this.catalog.now();
    const [slides, newest, free, own, genres] = await Promise.all([
      this.catalog.slides(now, lang),
      this.catalog.comics({ sort: 'newest', limit: 6 }, now, lang),
      this.catalog.comics({ freeOnly: true, sort: 'newest', limit: 6 }, now, lang),
      this.catalog.comics({ own: true, sort: 'newest', limit: 12 }, now, lang),
      this.queries.execute(new GetGenresQuery(now, lang)),
    ]);
    return { slides, newReleases: newest.items, freeEpisode: free.items, showcase: own.items, genres };
  }
}
