import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import type { SlideOut } from '../../read-model/catalog.rows.js';
import { GetHomeSlideQuery } from './get-home-slide.query.js';

@QueryHandler(GetHomeSlideQuery)
export class GetHomeSlideHandler implements IQueryHandler<GetHomeSlideQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ id, at, lang }: GetHomeSlideQuery): Promise<SlideOut> {
    return this.catalog.slide(id, at, lang);
  }
}
