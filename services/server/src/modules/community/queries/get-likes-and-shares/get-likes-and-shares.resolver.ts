import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { LikeShareMarks } from '../../community.graphql-types.js';
import { GetLikesAndSharesQuery } from './get-likes-and-shares.query.js';

@Resolver()
export class GetLikesAndSharesResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => LikeShareMarks, { description: 'The comics the reader likes and shared (REST get-like-share)' })
  async likesAndShares(@CurrentUser() me: AuthUser): Promise<LikeShareMarks> {
    const { likes, shares } = await this.queries.execute(new GetLikesAndSharesQuery(me.userId));
    return {
      likes: likes.map((l) => ({ comicId: l.comicId, likedAt: l.likedAt.toISOString() })),
      shares: shares.map((s) => ({ comicId: s.comicId, shares: s.shares, lastSharedAt: s.lastSharedAt.toISOString() })),
    };
  }
}
