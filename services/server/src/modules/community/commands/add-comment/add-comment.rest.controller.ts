import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { restComment } from '../../comments/comment-rest.js';
import { COMMENT_RATE_LIMITS } from '../../community.limits.js';
import { communityId } from '../../community.inputs.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { AddCommentCommand } from './add-comment.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

// content's shape is the handler's rule (400 with its own code for anything but 1–1000 characters of text)
const Input = z.object({ userId: communityId.optional(), comicId: communityId.optional(), episodeId: communityId, content: z.unknown() });

@Controller('api')
export class AddCommentRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @RateLimit(COMMENT_RATE_LIMITS.burst)
  @RateLimit(COMMENT_RATE_LIMITS.daily)
  @ApiKomaRoute({ summary: 'Comment on an episode the reader may read', body: Input, ok: { comment: 'object' }, errors: [404, 409, 429] })
  @Post('add-comment')
  @HttpCode(200)
  async addComment(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const comment = await this.commands.execute(new AddCommentCommand(me.userId, b.episodeId, b.content, b.comicId));
    return { success: true, message: COMMUNITY_MESSAGES.commentAdded, comment: restComment(comment) };
  }
}
