import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type Page } from '../../read-model/catalog.queries.js';
import type { ComicOut } from '../../read-model/catalog.rows.js';
import { GetTagComicsQuery } from './get-tag-comics.query.js';

@QueryHandler(GetTagComicsQuery)
export class GetTagComicsHandler implements IQueryHandler<GetTagComicsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ tag, sort, page: { offset, limit }, at, lang, reversed }: GetTagComicsQuery): Promise<Page<ComicOut>> {
    return this.catalog.comics({ tag, sort, offset, limit, reversed }, at, lang);
  }
}
