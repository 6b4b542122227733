import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { communityId } from '../../community.inputs.js';
import { REPORT_RATE_LIMIT } from '../../community.limits.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { ReportCommentCommand } from './report-comment.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({
  userId: communityId.optional(),
  commentId: communityId,
  guiltyUser: communityId.optional(),
  episodeId: communityId.optional(),
  reason: z.string().max(2000, 'is too long').optional(),
});

@Controller('api')
export class ReportCommentRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @RateLimit(REPORT_RATE_LIMIT)
  @ApiKomaRoute({ summary: 'Report a comment', body: Input, errors: [404, 409, 429] })
  @Post('add-report')
  @HttpCode(200)
  async addReport(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    await this.commands.execute(new ReportCommentCommand(me.userId, b.commentId, b.reason ?? '', b.guiltyUser, b.episodeId));
    return { success: true, message: COMMUNITY_MESSAGES.reported };
  }
}
