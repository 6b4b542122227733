import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type Page } from '../../read-model/catalog.queries.js';
import type { ComicOut } from '../../read-model/catalog.rows.js';
import { GetFreeComicsQuery } from './get-free-comics.query.js';

@QueryHandler(GetFreeComicsQuery)
export class GetFreeComicsHandler implements IQueryHandler<GetFreeComicsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ genre, page: { offset, limit }, at, lang }: GetFreeComicsQuery): Promise<Page<ComicOut>> {
    return this.catalog.comics({ freeOnly: true, genre, offset, limit }, at, lang);
  }
}
