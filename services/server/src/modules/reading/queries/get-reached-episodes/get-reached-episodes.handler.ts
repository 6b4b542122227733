import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { GetReachedEpisodesQuery } from './get-reached-episodes.query.js';

@QueryHandler(GetReachedEpisodesQuery)
export class GetReachedEpisodesHandler implements IQueryHandler<GetReachedEpisodesQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ userId, comicId }: GetReachedEpisodesQuery): Promise<string[]> {
    const { rows } = await this.pool.query<{ episode_id: string }>(
      `SELECT episode_id FROM rm.reading_opened WHERE user_id = $1 AND comic_id = $2
       UNION SELECT episode_id FROM rm.reading_progress WHERE user_id = $1 AND comic_id = $2`,
      [userId, comicId],
    );
    return rows.map((r) => r.episode_id);
  }
}
