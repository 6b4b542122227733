import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { slideOut, widthsOf, type SlideOut } from '../../read-model/catalog.rows.js';
import { IN_WINDOW } from '../../read-model/catalog.publication-sql.js';
import { GetHomeSlidesQuery } from './get-home-slides.query.js';

@QueryHandler(GetHomeSlidesQuery)
export class GetHomeSlidesHandler implements IQueryHandler<GetHomeSlidesQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ at, lang }: GetHomeSlidesQuery): Promise<SlideOut[]> {
    const { rows } = await this.pool.query(
      `SELECT s.*, ${widthsOf('s.image')} AS image_widths FROM catalog_slides s WHERE ${IN_WINDOW('s')} ORDER BY position, start_date`,
      [at ?? this.clock.now()],
    );
    return rows.map((r) => slideOut(r, false, lang));
  }
}
