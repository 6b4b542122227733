import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../platform/auth/access.decorators.js';
import { isoOr } from '../wallet.dates.js';
import { GetCoinPurchasesQuery } from './get-coin-purchases.query.js';
import { ApiKomaRoute } from '../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetCoinPurchasesRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'The reader\'s coin pack purchases', ok: { buyPack: 'array' } })
  @Get('get-user-coin-data/:userId')
  async coinData(@Param('userId') userId: string) {
    const { items } = await this.queries.execute(new GetCoinPurchasesQuery(userId));
    return {
      success: true,
      buyPack: items.map((e) => ({
        _id: e.orderId, id: e.orderId,
        coinPackId: { name: e.packName, coin: e.coin, bonusCoin: e.bonusCoin, point: e.point },
        createdAt: isoOr(e.createdAt, null),
      })),
    };
  }
}
