import { Query } from '@nestjs/cqrs';

export interface CoinPurchaseEntry { orderId: string; packName: string; coin: number; bonusCoin: number; point: number; createdAt: Date }

/** Coin Purchase History (spec §2 account): one entry per credited pack, newest first; every entry when no page is asked. */
export class GetCoinPurchasesQuery extends Query<{ items: CoinPurchaseEntry[]; total: number }> {
  constructor(readonly userId: string, readonly page?: number) { super(); }
}
