import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { UserCommentData } from '../../community.graphql-types.js';
import { GetMutesReportsAndLikesQuery } from './get-mutes-reports-and-likes.query.js';

@Resolver()
export class GetMutesReportsAndLikesResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => UserCommentData, { description: "The reader's mutes, reports and comment likes (REST get-user-comment-data)" })
  async mutesReportsAndLikes(@CurrentUser() me: AuthUser): Promise<UserCommentData> {
    const d = await this.queries.execute(new GetMutesReportsAndLikesQuery(me.userId));
    return {
      muteData: d.mutes.map((m) => ({ muteUserId: m.mutedUserId, user: m.mutedUser, createdAt: m.createdAt.toISOString() })),
      reportData: d.reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      likeData: d.likes.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    };
  }
}
