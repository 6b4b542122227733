import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetTagComicsQuery } from './get-tag-comics.query.js';

@QueryHandler(GetTagComicsQuery)
export class GetTagComicsHandler implements IQueryHandler<GetTagComicsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  execute({ tag, sort, page: { offset, limit }, at, lang, reversed }: GetTagComicsQuery): Promise<Page<ComicOut>> {
    return listComics(this.pool, { tag, sort, offset, limit, reversed }, at ?? this.clock.now(), lang);
  }
}
