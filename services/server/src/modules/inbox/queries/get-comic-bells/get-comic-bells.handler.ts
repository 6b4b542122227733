import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { GetComicBellsQuery, type ComicBell } from './get-comic-bells.query.js';

@QueryHandler(GetComicBellsQuery)
export class GetComicBellsHandler implements IQueryHandler<GetComicBellsQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ userId }: GetComicBellsQuery): Promise<ComicBell[]> {
    const { rows } = await this.pool.query<{ comic_id: string; since: Date }>(
      'SELECT comic_id, since FROM rm.inbox_bells WHERE user_id = $1::uuid ORDER BY since DESC, comic_id',
      [userId],
    );
    return rows.map((r) => ({ comicId: r.comic_id, since: r.since }));
  }
}
