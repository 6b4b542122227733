import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import { CatalogQueries, type Page, type RankingPeriod } from '../../read-model/catalog.queries.js';
import type { RankedComic } from '../../read-model/catalog.rows.js';
import { GetRankingQuery } from './get-ranking.query.js';

const PERIODS = new Set(['all', 'week', 'day']);

/** A page of the ranking; `limit` answers the page size used (1..100). */
@QueryHandler(GetRankingQuery)
export class GetRankingHandler implements IQueryHandler<GetRankingQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  async execute({ period, page: { offset = 0, limit = 50 }, at, lang }: GetRankingQuery): Promise<Page<RankedComic>> {
    if (!PERIODS.has(period)) throw validationError(CATALOG_MESSAGES.badPeriod, undefined, 'CATALOG.BAD_PERIOD');
    const p = await this.catalog.ranking(period as RankingPeriod, at, limit, offset, lang);
    return { ...p, limit: Math.min(Math.max(limit, 1), 100) };
  }
}
