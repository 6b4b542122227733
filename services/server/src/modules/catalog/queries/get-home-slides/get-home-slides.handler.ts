import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { slideOut, widthsOf, type SlideOut } from '../../read-model/catalog.rows.js';
import { IN_WINDOW } from '../../read-model/catalog.publication-sql.js';
import { GetHomeSlidesQuery } from './get-home-slides.query.js';

@QueryHandler(GetHomeSlidesQuery)
export class GetHomeSlidesHandler implements IQueryHandler<GetHomeSlidesQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
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
