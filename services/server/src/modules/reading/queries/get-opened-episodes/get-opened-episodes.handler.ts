import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OpenedEpisodesQuery } from '../../../wallet/index.js';
import { ReadingService } from '../../reading.service.js';

/** Answers the wallet's question for a withdrawal: which of these episodes the reader opened. */
@QueryHandler(OpenedEpisodesQuery)
export class GetOpenedEpisodesHandler implements IQueryHandler<OpenedEpisodesQuery> {
  constructor(private readonly reading: ReadingService) {}

  execute({ userId, episodeIds }: OpenedEpisodesQuery): Promise<string[]> {
    return this.reading.openedEpisodeIds(userId, episodeIds);
  }
}
