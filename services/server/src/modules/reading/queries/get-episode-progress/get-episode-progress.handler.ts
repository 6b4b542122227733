import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { episodeProgress } from './episode-progress.read.js';
import { GetEpisodeProgressQuery } from './get-episode-progress.query.js';

@QueryHandler(GetEpisodeProgressQuery)
export class GetEpisodeProgressHandler implements IQueryHandler<GetEpisodeProgressQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ episodeId, userId }: GetEpisodeProgressQuery): Promise<number | null> {
    return userId ? episodeProgress(this.pool, userId, episodeId) : null;
  }
}
