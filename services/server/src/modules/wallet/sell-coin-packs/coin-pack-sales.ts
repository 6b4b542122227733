import { Injectable, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { EventStreams } from '../../../platform/event-store/event-streams.js';
import { PubSub } from '../../../platform/graphql/pubsub.js';
import { CatalogLookups } from '../../catalog/index.js';
import { OrdersService, type Order } from '../../payments/index.js';
import { WalletReadModel } from '../wallet.read-model.js';
import { BONUS_VALIDITY_MS, plus, POINT_VALIDITY_MS } from '../wallet.policy.js';
import { balanceTopic, walletStream } from '../wallet.stream.js';

/**
 * Coin packs are sold through payments and credited here, inside the settlement's transaction
 * (payments decides when), so an order is paid if and only if its coins arrived. The pack's terms
 * are those copied onto the order when it was placed (what was shown is what is credited); bonus
 * coins and points start their validity now. The event id derives from the order id, so the log
 * itself refuses a second credit of one order.
 */
@Injectable()
export class CoinPackSales implements OnModuleInit {
  constructor(
    private readonly orders: OrdersService,
    private readonly catalog: CatalogLookups,
    private readonly streams: EventStreams,
    private readonly readModel: WalletReadModel,
    private readonly pubsub: PubSub,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.orders.register({
      kind: 'coin_pack',
      item: async (id) => {
        const p = await this.catalog.activeCoinPack(id);
        return {
          id: p.id,
          name: p.name,
          salePrice: p.salePrice,
          currency: p.currency,
          terms: { coin: p.coin, bonusCoin: p.bonusCoin, point: p.point },
        };
      },
      fulfil: (order, tx) => this.credit(order, tx),
      // Committed by the settlement's transaction: the reader's open pages are told the new balance.
      settled: async (order) => {
        this.pubsub.publish(balanceTopic(order.userId), await this.readModel.balance(order.userId)).catch(() => undefined);
      },
    });
  }

  private async credit(order: Order, tx: pg.PoolClient): Promise<void> {
    const now = this.clock.now();
    await this.streams.run(
      walletStream,
      order.userId,
      {
        type: 'CreditCoinPack',
        orderId: order.id,
        packId: order.itemId,
        packName: order.itemName,
        coin: Number(order.terms.coin),
        bonusCoin: Number(order.terms.bonusCoin),
        point: Number(order.terms.point),
        price: order.amount,
        currency: order.currency,
        method: order.method,
        promoId: order.promoId,
        bonusExpiresAt: plus(now, BONUS_VALIDITY_MS),
        pointExpiresAt: plus(now, POINT_VALIDITY_MS),
        at: now.toISOString(),
      },
      { tx, idempotency: false },
    );
  }
}
