import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { restAuthor } from '../../comments/comment-rest.js';
import { GetMutesReportsAndLikesQuery } from './get-mutes-reports-and-likes.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetMutesReportsAndLikesRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated()
  @ApiKomaRoute({
    summary: "The reader's mutes, reports and comment likes",
    ok: { muteData: 'array', reportData: 'array', likeData: 'array' },
  })
  @Get('get-user-comment-data/:userId')
  async userCommentData(@Param('userId') userId: string) {
    const d = await this.queries.execute(new GetMutesReportsAndLikesQuery(userId));
    return {
      success: true,
      muteData: d.mutes.map((m) => ({
        _id: `${userId}:mute:${m.mutedUserId}`,
        userId,
        muteUserId: m.mutedUserId,
        muteUser: restAuthor(m.mutedUser),
        createdAt: m.createdAt.toISOString(),
      })),
      reportData: d.reports.map((r) => ({
        _id: `${userId}:report:${r.commentId}`,
        userId,
        commentId: r.commentId,
        guiltyUser: r.guiltyUser,
        episodeId: r.episodeId,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      })),
      likeData: d.likes.map((l) => ({
        _id: `${userId}:like:${l.commentId}`,
        userId,
        commentId: l.commentId,
        episodeId: l.episodeId,
        createdAt: l.createdAt.toISOString(),
      })),
    };
  }
}
