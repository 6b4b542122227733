import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetDailyComicsQuery } from './get-daily-comics.query.js';

const DAYS = ['NEW', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

@QueryHandler(GetDailyComicsQuery)
export class GetDailyComicsHandler implements IQueryHandler<GetDailyComicsQuery> {
  constructor(
    private readonly pool: ReadPool,
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
