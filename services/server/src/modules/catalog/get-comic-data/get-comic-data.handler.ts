import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type ComicDetail } from '../read-model/catalog.queries.js';
import { GetComicDataQuery } from './get-comic-data.query.js';

@QueryHandler(GetComicDataQuery)
export class GetComicDataHandler implements IQueryHandler<GetComicDataQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ comicId, at, lang }: GetComicDataQuery): Promise<ComicDetail> { return this.catalog.comicDetail(comicId, at, lang); }
}
