import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import { GetCatalogNamesQuery, type CatalogNames } from './get-catalog-names.query.js';

@QueryHandler(GetCatalogNamesQuery)
export class GetCatalogNamesHandler implements IQueryHandler<GetCatalogNamesQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ comicIds, episodeIds, lang }: GetCatalogNamesQuery): Promise<CatalogNames> {
    return this.catalog.names(comicIds, episodeIds, lang);
  }
}
