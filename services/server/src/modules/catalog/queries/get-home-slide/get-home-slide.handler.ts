import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { notFound } from '../../../../platform/errors/domain-error.js';
import { isUuid } from '../../catalog.ids.js';
import { slideOut, widthsOf, type SlideOut } from '../../read-model/catalog.rows.js';
import { IN_WINDOW } from '../../read-model/catalog.publication-sql.js';
import { GetHomeSlideQuery } from './get-home-slide.query.js';

@QueryHandler(GetHomeSlideQuery)
export class GetHomeSlideHandler implements IQueryHandler<GetHomeSlideQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ id, at, lang }: GetHomeSlideQuery): Promise<SlideOut> {
    if (!isUuid(id)) throw notFound('Slide', 'CATALOG.SLIDE_NOT_FOUND');
    const {
      rows: [r],
    } = await this.pool.query(
      `SELECT s.*, ${widthsOf('s.image')} AS image_widths FROM catalog_slides s WHERE s.id = $2 AND ${IN_WINDOW('s')}`,
      [at ?? this.clock.now(), id],
    );
    if (!r) throw notFound('Slide', 'CATALOG.SLIDE_NOT_FOUND');
    return slideOut(r, true, lang);
  }
}
