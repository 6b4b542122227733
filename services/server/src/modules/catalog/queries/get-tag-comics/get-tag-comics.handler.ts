import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetTagComicsQuery } from './get-tag-comics.query.js';

@QueryHandler(GetTagComicsQuery)
export class GetTagComicsHandler implements IQueryHandler<GetTagComicsQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  execute({ tag, sort, page: { offset, limit }, at, lang, reversed }: GetTagComicsQuery): Promise<Page<ComicOut>> {
    return listComics(this.pool, { tag, sort, offset, limit, reversed }, at ?? this.clock.now(), lang);
  }
}
