import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type Page } from '../../read-model/catalog.queries.js';
import type { ComicOut } from '../../read-model/catalog.rows.js';
import { GetGenreComicsQuery } from './get-genre-comics.query.js';

@QueryHandler(GetGenreComicsQuery)
export class GetGenreComicsHandler implements IQueryHandler<GetGenreComicsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ genre, page: { offset, limit }, at, lang }: GetGenreComicsQuery): Promise<Page<ComicOut>> {
    return this.catalog.comics({ genre, offset, limit }, at, lang);
  }
}
