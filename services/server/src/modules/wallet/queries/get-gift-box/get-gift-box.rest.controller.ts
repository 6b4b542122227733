import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { isoOr } from '../../history/wallet.dates.js';
import { GetGiftBoxQuery } from './get-gift-box.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetGiftBoxRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: "The reader's gift box", ok: { giftBox: 'array' } })
  @Get('get-claim-gift/:userId')
  async giftBox(@Param('userId') userId: string) {
    const entries = await this.queries.execute(new GetGiftBoxQuery(userId, true));
    return {
      success: true,
      giftBox: entries.map((e) => ({
        _id: `${e.userId}:${e.giftId}`,
        giftId: {
          _id: e.giftId,
          id: e.giftId,
          type: e.type,
          title: e.title,
          value: e.value,
          image: e.image,
          detail: e.detail,
          expiryDate: isoOr(e.offerExpiry, null),
          episodeId: e.episodeId ? { _id: e.episodeId, id: e.episodeId, title: e.episodeTitle } : null,
        },
        total: e.total,
        spend: e.spend,
        expiresAt: isoOr(e.expiresAt, null),
        createdAt: isoOr(e.claimedAt, null),
      })),
    };
  }
}
