import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ComicEngagementCountsPort } from '../../../catalog/index.js';
import { EngagementReadModel } from '../../engagement.read-model.js';
import { GetComicEngagementCountsQuery } from './get-comic-engagement-counts.query.js';

@QueryHandler(GetComicEngagementCountsQuery)
export class GetComicEngagementCountsHandler implements IQueryHandler<GetComicEngagementCountsQuery> {
  constructor(private readonly readModel: EngagementReadModel) {}
  execute({ comicIds }: GetComicEngagementCountsQuery) {
    return this.readModel.counts(comicIds);
  }
}

/** The catalog's question for comic detail (get-comic-data). */
@QueryHandler(ComicEngagementCountsPort)
export class ComicEngagementCountsPortHandler implements IQueryHandler<ComicEngagementCountsPort> {
  constructor(private readonly readModel: EngagementReadModel) {}
  async execute({ comicId }: ComicEngagementCountsPort) {
    return (await this.readModel.counts([comicId])).get(comicId)!;
  }
}
