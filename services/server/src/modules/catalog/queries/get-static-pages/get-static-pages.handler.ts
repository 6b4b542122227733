import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type StaticPageOut } from '../../read-model/catalog.queries.js';
import { GetStaticPagesQuery } from './get-static-pages.query.js';

@QueryHandler(GetStaticPagesQuery)
export class GetStaticPagesHandler implements IQueryHandler<GetStaticPagesQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ lang }: GetStaticPagesQuery): Promise<StaticPageOut[]> {
    return this.catalog.staticPages(lang);
  }
}
