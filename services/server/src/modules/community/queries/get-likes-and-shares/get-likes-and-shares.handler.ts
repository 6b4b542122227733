import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EngagementReadModel } from '../../engagement.read-model.js';
import { GetLikesAndSharesQuery } from './get-likes-and-shares.query.js';

@QueryHandler(GetLikesAndSharesQuery)
export class GetLikesAndSharesHandler implements IQueryHandler<GetLikesAndSharesQuery> {
  constructor(private readonly readModel: EngagementReadModel) {}

  async execute({ userId }: GetLikesAndSharesQuery) {
    const [likes, shares] = await Promise.all([this.readModel.likes(userId), this.readModel.shares(userId)]);
    return { likes, shares };
  }
}
