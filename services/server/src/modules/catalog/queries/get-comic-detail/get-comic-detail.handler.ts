import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type ComicDetail } from '../../read-model/catalog.queries.js';
import { GetComicDetailQuery } from './get-comic-detail.query.js';

@QueryHandler(GetComicDetailQuery)
export class GetComicDetailHandler implements IQueryHandler<GetComicDetailQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ comicId, at, lang }: GetComicDetailQuery): Promise<ComicDetail> {
    return this.catalog.comicDetail(comicId, at, lang);
  }
}
