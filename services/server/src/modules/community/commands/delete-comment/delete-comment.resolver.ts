import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { MessageResult } from '../../community.graphql-types.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { DeleteCommentCommand } from './delete-comment.command.js';

@Resolver()
export class DeleteCommentResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => MessageResult, { description: "Deletes the reader's own comment" })
  async deleteComment(@CurrentUser() me: AuthUser, @Args('commentId', { type: () => ID }) commentId: string): Promise<MessageResult> {
    await this.commands.execute(new DeleteCommentCommand(me.userId, commentId));
    return { message: COMMUNITY_MESSAGES.commentDeleted };
  }
}
