import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../read-model/catalog.queries.js';
import type { SlideOut } from '../read-model/catalog.rows.js';
import { GetHomeSlideDataQuery } from './get-home-slide-data.query.js';

@QueryHandler(GetHomeSlideDataQuery)
export class GetHomeSlideDataHandler implements IQueryHandler<GetHomeSlideDataQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ id, at, lang }: GetHomeSlideDataQuery): Promise<SlideOut> { return this.catalog.slide(id, at, lang); }
}
