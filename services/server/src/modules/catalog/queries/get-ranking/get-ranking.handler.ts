import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock, DAY } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import { COMIC_COLUMNS, comicOut, type Page, type RankedComic } from '../../read-model/catalog.rows.js';
import { COMIC_PUBLIC } from '../../read-model/catalog.publication-sql.js';
import { GetRankingQuery } from './get-ranking.query.js';

const PERIODS = new Set(['all', 'week', 'day']);

/**
 * A page of the ranking; `limit` answers the page size used (1..100). Until reading progress
 * exists, comics rank by reads counted in catalog_comic_reads (the period's days for week/day),
 * then the comic's total_read counter, then newest first.
 */
@QueryHandler(GetRankingQuery)
export class GetRankingHandler implements IQueryHandler<GetRankingQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ period, page: { offset = 0, limit = 50 }, at, lang }: GetRankingQuery): Promise<Page<RankedComic>> {
    if (!PERIODS.has(period)) throw validationError(CATALOG_MESSAGES.badPeriod, undefined, 'CATALOG.BAD_PERIOD');
    const now = at ?? this.clock.now();
    const days = period === 'day' ? 1 : period === 'week' ? 7 : null;
    const since = days ? new Date(Date.parse(now.toISOString().slice(0, 10)) - (days - 1) * DAY).toISOString().slice(0, 10) : null;
    const size = Math.min(Math.max(limit, 1), 100);
    const { rows } = await this.pool.query(
      `SELECT ${COMIC_COLUMNS}, count(*) OVER () AS total,
        COALESCE((SELECT sum(r.reads) FROM catalog_comic_reads r WHERE r.comic_id = c.id AND ($2::date IS NULL OR r.day >= $2::date)), 0) AS period_reads
      FROM catalog_comics c WHERE ${COMIC_PUBLIC} AND $1::timestamptz IS NOT NULL
      ORDER BY period_reads DESC, c.total_read DESC, c.created_at DESC, c.id LIMIT ${size} OFFSET ${Math.max(offset, 0)}`,
      [now, since],
    );
    return {
      items: rows.map((r) => ({ ...comicOut(r, lang), periodRead: Number(r.period_reads) })),
      total: rows.length ? Number(rows[0].total) : 0,
      offset,
      limit: size,
    };
  }
}
