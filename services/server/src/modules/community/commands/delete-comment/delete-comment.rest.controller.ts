import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { communityId } from '../../community.inputs.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { DeleteCommentCommand } from './delete-comment.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: communityId.optional(), commentId: communityId });

@Controller('api')
export class DeleteCommentRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: "Delete one's own comment", body: Input, errors: [404] })
  @Post('delete-comment')
  @HttpCode(200)
  async deleteComment(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    await this.commands.execute(new DeleteCommentCommand(me.userId, b.commentId));
    return { success: true, message: COMMUNITY_MESSAGES.commentDeleted };
  }
}
