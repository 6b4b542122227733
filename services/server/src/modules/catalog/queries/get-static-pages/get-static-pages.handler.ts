import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { localized } from '../../catalog.language.js';
import { GetStaticPagesQuery, type StaticPageOut } from './get-static-pages.query.js';

@QueryHandler(GetStaticPagesQuery)
export class GetStaticPagesHandler implements IQueryHandler<GetStaticPagesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ lang }: GetStaticPagesQuery): Promise<StaticPageOut[]> {
    const { rows } = await this.pool.query('SELECT * FROM catalog_static_pages ORDER BY page');
    return rows.map((row) => localized(row, lang)).map((r) => ({ _id: r.id, id: r.id, page: r.page, content: r.content }));
  }
}
