import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { MessageResult } from '../../community.graphql-types.js';
import { REPORT_RATE_LIMIT } from '../../community.limits.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { ReportCommentCommand } from './report-comment.command.js';

@Resolver()
export class ReportCommentResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @RateLimit(REPORT_RATE_LIMIT)
  @Mutation(() => MessageResult, { description: 'Once per reader per comment (REST add-report)' })
  async reportComment(
    @CurrentUser() me: AuthUser,
    @Args('commentId', { type: () => ID }) commentId: string,
    @Args('reason', { type: () => String, defaultValue: '' }) reason: string,
  ): Promise<MessageResult> {
    await this.commands.execute(new ReportCommentCommand(me.userId, commentId, reason));
    return { message: COMMUNITY_MESSAGES.reported };
  }
}
