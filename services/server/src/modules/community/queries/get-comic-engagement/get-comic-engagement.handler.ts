import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../../catalog/index.js';
import { EngagementReadModel } from '../../engagement.read-model.js';
import { GetComicEngagementQuery, type ComicEngagementView } from './get-comic-engagement.query.js';

@QueryHandler(GetComicEngagementQuery)
export class GetComicEngagementHandler implements IQueryHandler<GetComicEngagementQuery> {
  constructor(
    private readonly readModel: EngagementReadModel,
    private readonly catalog: CatalogQueries,
  ) {}

  async execute({ userId, comicId }: GetComicEngagementQuery): Promise<ComicEngagementView> {
    const comic = await this.catalog.comic(comicId);
    const [counts, liked, interest] = await Promise.all([
      this.readModel.counts([comic.id]),
      userId ? this.readModel.liked(userId, comic.id) : false,
      userId ? this.readModel.interest(userId, comic.id) : null,
    ]);
    return { comicId: comic.id, ...counts.get(comic.id)!, liked, interest };
  }
}
