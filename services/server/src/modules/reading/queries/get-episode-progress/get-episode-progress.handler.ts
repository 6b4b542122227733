import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadingService } from '../../reading.service.js';
import { GetEpisodeProgressQuery } from './get-episode-progress.query.js';

@QueryHandler(GetEpisodeProgressQuery)
export class GetEpisodeProgressHandler implements IQueryHandler<GetEpisodeProgressQuery> {
  constructor(private readonly reading: ReadingService) {}

  async execute({ episodeId, userId }: GetEpisodeProgressQuery): Promise<number | null> {
    return userId ? this.reading.episodeProgress(userId, episodeId) : null;
  }
}
