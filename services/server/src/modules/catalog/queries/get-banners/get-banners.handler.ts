import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { bannerOut, widthsOf, type BannerOut } from '../../read-model/catalog.rows.js';
import { IN_WINDOW } from '../../read-model/catalog.publication-sql.js';
import { GetBannersQuery } from './get-banners.query.js';

@QueryHandler(GetBannersQuery)
export class GetBannersHandler implements IQueryHandler<GetBannersQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ page, at }: GetBannersQuery): Promise<BannerOut[]> {
    const { rows } = await this.pool.query(
      `SELECT b.*, ${widthsOf('b.image')} AS image_widths FROM catalog_banners b WHERE ${IN_WINDOW('b')} AND ($2::text IS NULL OR b.page = $2) ORDER BY page, start_date DESC`,
      [at ?? this.clock.now(), page ?? null],
    );
    return rows.map(bannerOut);
  }
}
