import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { HistoryNames } from '../../history/history-names.js';
import { WalletReadModel } from '../../wallet.read-model.js';
import { GetCoinPurchasesQuery, type CoinPurchaseEntry } from './get-coin-purchases.query.js';

@QueryHandler(GetCoinPurchasesQuery)
export class GetCoinPurchasesHandler implements IQueryHandler<GetCoinPurchasesQuery> {
  constructor(
    private readonly readModel: WalletReadModel,
    private readonly names: HistoryNames,
  ) {}

  async execute({ userId, page, lang }: GetCoinPurchasesQuery): Promise<{ items: CoinPurchaseEntry[]; total: number }> {
    const { items, total } = await this.readModel.coinPurchases(userId, page);
    const named = lang && items.length ? (await this.names.of({ orderIds: items.map((r) => r.order_id) }, lang)).orders : undefined;
    return {
      total,
      items: items.map((r) => ({
        orderId: r.order_id,
        packName: named?.get(String(r.order_id).toLowerCase()) ?? r.pack_name,
        coin: r.coin,
        bonusCoin: r.bonus_coin,
        point: r.point,
        createdAt: r.created_at,
      })),
    };
  }
}
