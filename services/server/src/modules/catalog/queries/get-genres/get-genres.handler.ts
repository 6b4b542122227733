import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import { GetGenresQuery } from './get-genres.query.js';

/** Taken from the first 100 public comics by title. */
@QueryHandler(GetGenresQuery)
export class GetGenresHandler implements IQueryHandler<GetGenresQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  async execute({ at, lang }: GetGenresQuery): Promise<string[]> {
    const all = await this.catalog.comics({ limit: 100, sort: 'title' }, at, lang);
    return [...new Set(all.items.map((c) => c.genre))].sort();
  }
}
