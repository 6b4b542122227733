import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { OrdersService } from '../payments/orders.service.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { WalletExpiry } from './jobs/wallet-expiry.js';
import { UsageHistoryProjection } from './projections/usage-history.projection.js';
import { WalletBalanceProjection } from './projections/wallet-balance.projection.js';
import { WalletQueries } from './wallet.queries.js';
import { WalletRestController } from './wallet.rest.controller.js';
import { WalletService } from './wallet.service.js';
import { WalletResolver } from './graphql/wallet.resolver.js';

/** Coins, bonus coins, points and rental passes: every movement an event on `wallet-<userId>`. */
@Module({
  imports: [CatalogModule, PaymentsModule, ProjectionsModule.forFeature([WalletBalanceProjection, UsageHistoryProjection])],
  controllers: [WalletRestController],
  providers: [WalletService, WalletQueries, WalletResolver, WalletExpiry],
  exports: [WalletService, WalletQueries],
})
export class WalletModule implements OnModuleInit {
  constructor(
    private readonly orders: OrdersService,
    private readonly wallet: WalletService,
    private readonly queries: WalletQueries,
    private readonly registry: ProjectionRegistry,
    private readonly expiry: WalletExpiry,
  ) {}

  /** Coin packs are sold through payments and credited here, inside the settlement transaction. */
  onModuleInit(): void {
    // The expiry reactor needs the wallet's own services, so it is registered here rather than by forFeature.
    this.registry.register(this.expiry);
    this.orders.register({
      kind: 'coin_pack',
      item: async (id) => {
        const p = await this.wallet.coinPack(id);
        return { id: p.id, name: p.name, salePrice: p.salePrice, currency: p.currency, terms: { coin: p.coin, bonusCoin: p.bonusCoin, point: p.point } };
      },
      fulfil: (order, tx) => this.wallet.creditCoinPack(order.userId, order, tx),
      settled: async (order) => this.wallet.announce(order.userId, await this.queries.balance(order.userId)),
    });
  }
}
