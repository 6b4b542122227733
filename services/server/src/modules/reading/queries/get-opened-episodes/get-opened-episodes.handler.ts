import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { OpenedEpisodesQuery } from '../../../wallet/index.js';
import { openedEpisodeIds } from './opened-episodes.read.js';

/** Answers the wallet's question for a withdrawal: which of these episodes the reader opened. */
@QueryHandler(OpenedEpisodesQuery)
export class GetOpenedEpisodesHandler implements IQueryHandler<OpenedEpisodesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  execute({ userId, episodeIds }: OpenedEpisodesQuery): Promise<string[]> {
    return openedEpisodeIds(this.pool, userId, episodeIds);
  }
}
