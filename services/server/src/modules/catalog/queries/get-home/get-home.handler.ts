import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetGenresQuery } from '../get-genres/get-genres.query.js';
import { GetHomeSlidesQuery } from '../get-home-slides/get-home-slides.query.js';
import { GetHomeQuery, type HomeSections } from './get-home.query.js';

@QueryHandler(GetHomeQuery)
export class GetHomeHandler implements IQueryHandler<GetHomeQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ at, lang }: GetHomeQuery): Promise<HomeSections> {
    const now = at ?? this.clock.now();
    const [slides, newest, free, own, genres] = await Promise.all([
      this.queries.execute(new GetHomeSlidesQuery(now, lang)),
      listComics(this.pool, { sort: 'newest', limit: 6 }, now, lang),
      listComics(this.pool, { freeOnly: true, sort: 'newest', limit: 6 }, now, lang),
      listComics(this.pool, { own: true, sort: 'newest', limit: 12 }, now, lang),
      this.queries.execute(new GetGenresQuery(now, lang)),
    ]);
    return { slides, newReleases: newest.items, freeEpisode: free.items, showcase: own.items, genres };
  }
}
