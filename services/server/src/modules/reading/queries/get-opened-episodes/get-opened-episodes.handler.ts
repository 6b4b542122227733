import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { OpenedEpisodesQuery } from '../../../wallet/index.js';
import { openedEpisodeIds } from './opened-episodes.read.js';

/** Answers the wallet's question for a withdrawal: which of these episodes the reader opened. */
@QueryHandler(OpenedEpisodesQuery)
export class GetOpenedEpisodesHandler implements IQueryHandler<OpenedEpisodesQuery> {
  constructor(private readonly pool: ReadPool) {}

  execute({ userId, episodeIds }: OpenedEpisodesQuery): Promise<string[]> {
    return openedEpisodeIds(this.pool, userId, episodeIds);
  }
}
