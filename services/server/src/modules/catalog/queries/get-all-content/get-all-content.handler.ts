import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type AllContent } from '../../read-model/catalog.queries.js';
import { GetAllContentQuery } from './get-all-content.query.js';

@QueryHandler(GetAllContentQuery)
export class GetAllContentHandler implements IQueryHandler<GetAllContentQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ at, lang }: GetAllContentQuery): Promise<AllContent> {
    return this.catalog.allContent(at, lang);
  }
}
