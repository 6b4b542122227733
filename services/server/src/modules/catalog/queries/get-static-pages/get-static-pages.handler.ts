import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { localized } from '../../catalog.language.js';
import { GetStaticPagesQuery, type StaticPageOut } from './get-static-pages.query.js';

@QueryHandler(GetStaticPagesQuery)
export class GetStaticPagesHandler implements IQueryHandler<GetStaticPagesQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ lang }: GetStaticPagesQuery): Promise<StaticPageOut[]> {
    const { rows } = await this.pool.query('SELECT * FROM catalog_static_pages ORDER BY page');
    return rows.map((row) => localized(row, lang)).map((r) => ({ _id: r.id, id: r.id, page: r.page, content: r.content }));
  }
}
