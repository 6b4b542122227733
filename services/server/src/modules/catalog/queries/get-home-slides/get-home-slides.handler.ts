import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import type { SlideOut } from '../../read-model/catalog.rows.js';
import { GetHomeSlidesQuery } from './get-home-slides.query.js';

@QueryHandler(GetHomeSlidesQuery)
export class GetHomeSlidesHandler implements IQueryHandler<GetHomeSlidesQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ at, lang }: GetHomeSlidesQuery): Promise<SlideOut[]> {
    return this.catalog.slides(at, lang);
  }
}
