import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { gqlComment } from '../../comments/comment-gql.js';
import { CommentResult } from '../../community.graphql-types.js';
import { COMMENT_RATE_LIMITS } from '../../community.limits.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { AddCommentCommand } from './add-comment.command.js';

@Resolver()
export class AddCommentResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @RateLimit(COMMENT_RATE_LIMITS.burst)
  @RateLimit(COMMENT_RATE_LIMITS.daily)
  @Mutation(() => CommentResult, { description: 'add-comment: 1–1000 characters of plain text on a live episode the reader may read' })
  async addComment(
    @CurrentUser() me: AuthUser,
    @Args('episodeId', { type: () => ID }) episodeId: string,
    @Args('content') content: string,
  ): Promise<CommentResult> {
    const comment = await this.commands.execute(new AddCommentCommand(me.userId, episodeId, content));
    return { message: COMMUNITY_MESSAGES.commentAdded, comment: gqlComment(comment) };
  }
}
