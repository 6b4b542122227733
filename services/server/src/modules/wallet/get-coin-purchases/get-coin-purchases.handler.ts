import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WalletReadModel } from '../wallet.read-model.js';
import { GetCoinPurchasesQuery, type CoinPurchaseEntry } from './get-coin-purchases.query.js';

@QueryHandler(GetCoinPurchasesQuery)
export class GetCoinPurchasesHandler implements IQueryHandler<GetCoinPurchasesQuery> {
  constructor(private readonly readModel: WalletReadModel) {}

  async execute({ userId, page }: GetCoinPurchasesQuery): Promise<{ items: CoinPurchaseEntry[]; total: number }> {
    const { items, total } = await this.readModel.coinPurchases(userId, page);
    return {
      total,
      items: items.map((r) => ({ orderId: r.order_id, packName: r.pack_name, coin: r.coin, bonusCoin: r.bonus_coin, point: r.point, createdAt: r.created_at })),
    };
  }
}
