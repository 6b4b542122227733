import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { isoOr } from '../../history/wallet.dates.js';
import { CoinPurchasePage } from '../../wallet.graphql-types.js';
import { WALLET_PAGE_SIZE } from '../../history/wallet.paging.js';
import { GetCoinPurchasesQuery } from './get-coin-purchases.query.js';

@Resolver()
export class GetCoinPurchasesResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @Query(() => CoinPurchasePage, { description: "Coin Purchase History, 5 a page; pack names in the reader's language" })
  async coinPurchases(
    @CurrentUser() me: AuthUser,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Context() ctx: { req?: object },
  ): Promise<CoinPurchasePage> {
    const { items, total } = await this.queries.execute(new GetCoinPurchasesQuery(me.userId, page, await this.language.of(ctx.req)));
    return {
      items: items.map((e) => ({
        id: e.orderId,
        packName: e.packName,
        coin: e.coin,
        bonusCoin: e.bonusCoin,
        point: e.point,
        createdAt: isoOr(e.createdAt, ''),
      })),
      total,
      page,
      pageSize: WALLET_PAGE_SIZE,
    };
  }
}
