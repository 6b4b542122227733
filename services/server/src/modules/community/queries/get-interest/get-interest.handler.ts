import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../../catalog/index.js';
import { EngagementReadModel } from '../../engagement.read-model.js';
import { GetInterestQuery } from './get-interest.query.js';

@QueryHandler(GetInterestQuery)
export class GetInterestHandler implements IQueryHandler<GetInterestQuery> {
  constructor(
    private readonly readModel: EngagementReadModel,
    private readonly catalog: CatalogQueries,
  ) {}

  async execute({ userId, comicId }: GetInterestQuery) {
    const comic = await this.catalog.comic(comicId);
    return this.readModel.interest(userId, comic.id);
  }
}
