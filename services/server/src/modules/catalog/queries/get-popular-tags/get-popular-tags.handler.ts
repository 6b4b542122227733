import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type PopularTag } from '../../read-model/catalog.queries.js';
import { GetPopularTagsQuery } from './get-popular-tags.query.js';

@QueryHandler(GetPopularTagsQuery)
export class GetPopularTagsHandler implements IQueryHandler<GetPopularTagsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ lang }: GetPopularTagsQuery): Promise<PopularTag[]> {
    return this.catalog.popularTags(lang);
  }
}
