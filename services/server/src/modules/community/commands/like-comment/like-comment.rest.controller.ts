import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { communityId, flag } from '../../community.inputs.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { LikeCommentCommand } from './like-comment.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({
  userId: communityId.optional(),
  commentId: communityId,
  episodeId: communityId.optional(),
  like: flag.optional(),
});

@Controller('api')
export class LikeCommentRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Like or unlike a comment', body: Input, ok: { liked: 'boolean', likeCount: 'number' }, errors: [404] })
  @Post('like-comment')
  @HttpCode(200)
  async likeComment(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const r = await this.commands.execute(new LikeCommentCommand(me.userId, b.commentId, b.episodeId, b.like));
    return {
      success: true,
      message: r.liked ? COMMUNITY_MESSAGES.commentLiked : COMMUNITY_MESSAGES.commentUnliked,
      liked: r.liked,
      likeCount: r.likeCount,
    };
  }
}
