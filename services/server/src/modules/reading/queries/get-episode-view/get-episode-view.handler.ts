import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { CatalogLookups, GetEpisodeByIdQuery } from '../../../catalog/index.js';
import { GetEpisodeForReaderQuery } from '../get-episode-for-reader/get-episode-for-reader.query.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { episodeProgress } from '../get-episode-progress/episode-progress.read.js';
import { GetEpisodeViewQuery, type ReleasedEpisode, type UpcomingEpisode } from './get-episode-view.query.js';

@QueryHandler(GetEpisodeViewQuery)
export class GetEpisodeViewHandler implements IQueryHandler<GetEpisodeViewQuery> {
  constructor(
    private readonly lookups: CatalogLookups,
    private readonly queries: QueryBus,
    private readonly pool: ReadPool,
  ) {}

  async execute({ episodeId, userId, lang }: GetEpisodeViewQuery): Promise<UpcomingEpisode | ReleasedEpisode> {
    const ep = await this.lookups.episode(episodeId);
    if (ep.upcoming)
      return { upcoming: true, episode: ep, access: { allowed: false, reason: 'not_live', message: READING_MESSAGES.notLive } };
    const [detail, progress] = await Promise.all([
      this.queries.execute(new GetEpisodeByIdQuery(episodeId, lang)),
      userId ? episodeProgress(this.pool, userId, ep.id) : null,
    ]);
    const reader = await this.queries.execute(new GetEpisodeForReaderQuery(ep.id, userId));
    return { upcoming: false, detail, ...reader, progress };
  }
}
