import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type Page } from '../../read-model/catalog.queries.js';
import type { ComicOut } from '../../read-model/catalog.rows.js';
import { SearchComicsQuery } from './search-comics.query.js';

@QueryHandler(SearchComicsQuery)
export class SearchComicsHandler implements IQueryHandler<SearchComicsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ text, page: { offset, limit }, at, lang }: SearchComicsQuery): Promise<Page<ComicOut>> {
    return this.catalog.comics({ search: text, sort: 'title', offset, limit }, at, lang);
  }
}
