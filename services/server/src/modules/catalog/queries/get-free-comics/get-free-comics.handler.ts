import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetFreeComicsQuery } from './get-free-comics.query.js';

@QueryHandler(GetFreeComicsQuery)
export class GetFreeComicsHandler implements IQueryHandler<GetFreeComicsQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  execute({ genre, page: { offset, limit }, at, lang }: GetFreeComicsQuery): Promise<Page<ComicOut>> {
    return listComics(this.pool, { freeOnly: true, genre, offset, limit }, at ?? this.clock.now(), lang);
  }
}
