import { Controller, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { isoOr } from '../../history/wallet.dates.js';
import { GetCoinPurchasesQuery } from './get-coin-purchases.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetCoinPurchasesRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated()
  @ApiKomaRoute({ summary: "The reader's coin pack purchases, pack names in the reader's language", ok: { buyPack: 'array' } })
  @Get('get-user-coin-data/:userId')
  async coinData(@Param('userId') userId: string, @Req() req: FastifyRequest) {
    const { items } = await this.queries.execute(new GetCoinPurchasesQuery(userId, undefined, await this.language.of(req)));
    return {
      success: true,
      buyPack: items.map((e) => ({
        _id: e.orderId,
        id: e.orderId,
        coinPackId: { name: e.packName, coin: e.coin, bonusCoin: e.bonusCoin, point: e.point },
        createdAt: isoOr(e.createdAt, null),
      })),
    };
  }
}
