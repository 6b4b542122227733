import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadingService } from '../../reading.service.js';
import { GetReachedEpisodesQuery } from './get-reached-episodes.query.js';

@QueryHandler(GetReachedEpisodesQuery)
export class GetReachedEpisodesHandler implements IQueryHandler<GetReachedEpisodesQuery> {
  constructor(private readonly reading: ReadingService) {}
  execute({ userId, comicId }: GetReachedEpisodesQuery): Promise<string[]> {
    return this.reading.reachedEpisodeIds(userId, comicId);
  }
}
