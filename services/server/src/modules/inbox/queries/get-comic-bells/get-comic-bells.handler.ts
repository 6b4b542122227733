import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { GetComicBellsQuery, type ComicBell } from './get-comic-bells.query.js';

@QueryHandler(GetComicBellsQuery)
export class GetComicBellsHandler implements IQueryHandler<GetComicBellsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ userId }: GetComicBellsQuery): Promise<ComicBell[]> {
    const { rows } = await this.pool.query<{ comic_id: string; since: Date }>(
      'SELECT comic_id, since FROM rm.inbox_bells WHERE user_id = $1::uuid ORDER BY since DESC, comic_id',
      [userId],
    );
    return rows.map((r) => ({ comicId: r.comic_id, since: r.since }));
  }
}
