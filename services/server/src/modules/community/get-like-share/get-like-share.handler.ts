import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EngagementReadModel } from '../engagement.read-model.js';
import { GetLikeShareQuery } from './get-like-share.query.js';

@QueryHandler(GetLikeShareQuery)
export class GetLikeShareHandler implements IQueryHandler<GetLikeShareQuery> {
  constructor(private readonly readModel: EngagementReadModel) {}

  async execute({ userId }: GetLikeShareQuery) {
    const [likes, shares] = await Promise.all([this.readModel.likes(userId), this.readModel.shares(userId)]);
    return { likes, shares };
  }
}
