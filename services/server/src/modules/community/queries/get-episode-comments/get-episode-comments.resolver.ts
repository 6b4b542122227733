import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, OptionalUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ListSize } from '../../../../platform/graphql/list-size.js';
import { gqlComment } from '../../comments/comment-gql.js';
import { CommentConnection } from '../../community.graphql-types.js';
import { COMMENT_PAGE, GetEpisodeCommentsQuery } from './get-episode-comments.query.js';

@Resolver()
export class GetEpisodeCommentsResolver {
  constructor(private readonly queries: QueryBus) {}

  @OptionalUser()
  @ListSize({ max: COMMENT_PAGE.max, sizeArg: 'first' })
  @Query(() => CommentConnection, { description: 'get-episode-comment: newest first; muted authors left out for the reader' })
  async episodeComments(
    @CurrentUser() me: AuthUser | undefined,
    @Args('episodeId', { type: () => ID }) episodeId: string,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<CommentConnection> {
    const page = await this.queries.execute(new GetEpisodeCommentsQuery(me?.userId ?? null, episodeId, after, first ?? undefined));
    return {
      edges: page.comments.map((c) => ({ cursor: c.cursor!, node: gqlComment(c) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.total,
    };
  }
}
