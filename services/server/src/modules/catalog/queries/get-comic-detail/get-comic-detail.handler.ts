import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ComicEngagementCountsPort } from '../../ports/community.ports.js';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import { GetComicDetailQuery, type ComicDetail } from './get-comic-detail.query.js';

/** The comic's like and share counts are the community's (ComicEngagementCountsPort). */
@QueryHandler(GetComicDetailQuery)
export class GetComicDetailHandler implements IQueryHandler<GetComicDetailQuery> {
  constructor(
    private readonly catalog: CatalogQueries,
    private readonly ports: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ comicId, at, lang }: GetComicDetailQuery): Promise<ComicDetail> {
    const now = at ?? this.clock.now();
    const comic = await this.catalog.comic(comicId, now, lang);
    const [comicEpisode, counts] = await Promise.all([
      this.catalog.episodesOf([comic.id], now, 'number', lang),
      this.ports.execute(new ComicEngagementCountsPort(comic.id)),
    ]);
    return { comic: { ...comic, episodeCount: comicEpisode.length, ...counts }, comicEpisode, totalRead: comic.totalRead };
  }
}
