import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import { GetTagNameQuery } from './get-tag-name.query.js';

@QueryHandler(GetTagNameQuery)
export class GetTagNameHandler implements IQueryHandler<GetTagNameQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ tag, at, lang }: GetTagNameQuery): Promise<string> {
    return this.catalog.tagName(tag, at, lang);
  }
}
