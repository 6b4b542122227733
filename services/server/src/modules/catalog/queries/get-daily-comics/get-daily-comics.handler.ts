import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetDailyComicsQuery } from './get-daily-comics.query.js';

const DAYS = ['NEW', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

@QueryHandler(GetDailyComicsQuery)
export class GetDailyComicsHandler implements IQueryHandler<GetDailyComicsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  execute({ day, page: { offset, limit }, at, lang }: GetDailyComicsQuery): Promise<Page<ComicOut>> {
    const d = day.toUpperCase();
    if (!DAYS.includes(d)) throw validationError(CATALOG_MESSAGES.badDay);
    return listComics(
      this.pool,
      d === 'NEW' ? { sort: 'newest', offset, limit } : { weekday: d, sort: 'newest', offset, limit },
      at ?? this.clock.now(),
      lang,
    );
  }
}
