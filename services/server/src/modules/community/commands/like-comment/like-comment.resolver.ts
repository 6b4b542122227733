import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { CommentLikeResult } from '../../community.graphql-types.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { LikeCommentCommand } from './like-comment.command.js';

@Resolver()
export class LikeCommentResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => CommentLikeResult, { description: 'like-comment: `like` sets it; left out, it toggles. One like per reader.' })
  async likeComment(
    @CurrentUser() me: AuthUser,
    @Args('commentId', { type: () => ID }) commentId: string,
    @Args('like', { type: () => Boolean, nullable: true }) like: boolean | null,
  ): Promise<CommentLikeResult> {
    const r = await this.commands.execute(new LikeCommentCommand(me.userId, commentId, undefined, like ?? undefined));
    return { message: r.liked ? COMMUNITY_MESSAGES.commentLiked : COMMUNITY_MESSAGES.commentUnliked, ...r };
  }
}
