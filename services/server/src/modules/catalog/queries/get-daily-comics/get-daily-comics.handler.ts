import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import { CatalogQueries, type Page } from '../../read-model/catalog.queries.js';
import type { ComicOut } from '../../read-model/catalog.rows.js';
import { GetDailyComicsQuery } from './get-daily-comics.query.js';

const DAYS = ['NEW', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

@QueryHandler(GetDailyComicsQuery)
export class GetDailyComicsHandler implements IQueryHandler<GetDailyComicsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ day, page: { offset, limit }, at, lang }: GetDailyComicsQuery): Promise<Page<ComicOut>> {
    const d = day.toUpperCase();
    if (!DAYS.includes(d)) throw validationError(CATALOG_MESSAGES.badDay);
    return this.catalog.comics(d === 'NEW' ? { sort: 'newest', offset, limit } : { weekday: d, sort: 'newest', offset, limit }, at, lang);
  }
}
