import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogLookups, CatalogQueries } from '../../../catalog/index.js';
import { GetEpisodeForReaderQuery } from '../get-episode-for-reader/get-episode-for-reader.query.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { ReadingService } from '../../reading.service.js';
import { GetEpisodeViewQuery, type ReleasedEpisode, type UpcomingEpisode } from './get-episode-view.query.js';

@QueryHandler(GetEpisodeViewQuery)
export class GetEpisodeViewHandler implements IQueryHandler<GetEpisodeViewQuery> {
  constructor(
    private readonly catalog: CatalogQueries,
    private readonly lookups: CatalogLookups,
    private readonly queries: QueryBus,
    private readonly reading: ReadingService,
  ) {}

  async execute({ episodeId, userId, lang }: GetEpisodeViewQuery): Promise<UpcomingEpisode | ReleasedEpisode> {
    const ep = await this.lookups.episode(episodeId);
    if (ep.upcoming)
      return { upcoming: true, episode: ep, access: { allowed: false, reason: 'not_live', message: READING_MESSAGES.notLive } };
    const [detail, progress] = await Promise.all([
      this.catalog.episodeDetail(episodeId, undefined, {}, lang),
      userId ? this.reading.episodeProgress(userId, ep.id) : null,
    ]);
    const reader = await this.queries.execute(new GetEpisodeForReaderQuery(ep.id, userId));
    return { upcoming: false, detail, ...reader, progress };
  }
}
