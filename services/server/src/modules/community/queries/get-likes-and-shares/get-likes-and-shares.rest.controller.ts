import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { GetLikesAndSharesQuery } from './get-likes-and-shares.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetLikesAndSharesRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: "The reader's likes and shares", ok: { likes: 'array', share: 'array' } })
  @Get('get-like-share/:userId')
  async likeShare(@Param('userId') userId: string) {
    const { likes, shares } = await this.queries.execute(new GetLikesAndSharesQuery(userId));
    return {
      success: true,
      likes: likes.map((l) => ({
        _id: `${userId}:like:${l.comicId}`,
        userId,
        comicId: l.comicId,
        type: 'like',
        createdAt: l.likedAt.toISOString(),
      })),
      share: shares.map((s) => ({
        _id: `${userId}:share:${s.comicId}`,
        userId,
        comicId: s.comicId,
        type: 'share',
        count: s.shares,
        createdAt: s.firstSharedAt.toISOString(),
        updatedAt: s.lastSharedAt.toISOString(),
      })),
    };
  }
}
