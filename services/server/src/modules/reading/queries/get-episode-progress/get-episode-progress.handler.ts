import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { episodeProgress } from './episode-progress.read.js';
import { GetEpisodeProgressQuery } from './get-episode-progress.query.js';

@QueryHandler(GetEpisodeProgressQuery)
export class GetEpisodeProgressHandler implements IQueryHandler<GetEpisodeProgressQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ episodeId, userId }: GetEpisodeProgressQuery): Promise<number | null> {
    return userId ? episodeProgress(this.pool, userId, episodeId) : null;
  }
}
