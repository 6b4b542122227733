import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { BuyCoinPackHandler } from './buy-coin-pack/buy-coin-pack.handler.js';
import { BuyCoinPackResolver } from './buy-coin-pack/buy-coin-pack.resolver.js';
import { BuyCoinPackRestController } from './buy-coin-pack/buy-coin-pack.rest.controller.js';
import { ClaimGiftHandler } from './claim-gift/claim-gift.handler.js';
import { ClaimGiftResolver } from './claim-gift/claim-gift.resolver.js';
import { ClaimGiftRestController } from './claim-gift/claim-gift.rest.controller.js';
import { CoinPackSales } from './sell-coin-packs/coin-pack-sales.js';
import { ExpireLotHandler } from './expire-lot/expire-lot.handler.js';
import { ExpireRentalPassHandler } from './expire-rental-pass/expire-rental-pass.handler.js';
import { GetBalanceHandler } from './get-balance/get-balance.handler.js';
import { GetBalanceResolver } from './get-balance/get-balance.resolver.js';
import { GetCoinPurchasesHandler } from './get-coin-purchases/get-coin-purchases.handler.js';
import { GetCoinPurchasesResolver } from './get-coin-purchases/get-coin-purchases.resolver.js';
import { GetCoinPurchasesRestController } from './get-coin-purchases/get-coin-purchases.rest.controller.js';
import { GetClaimedGiftIdsHandler, GetEntitlementHandler } from './get-entitlement/get-entitlement.handler.js';
import { GetExpirationsHandler } from './get-expirations/get-expirations.handler.js';
import { GetExpirationsResolver } from './get-expirations/get-expirations.resolver.js';
import { GetRefundOptionsHandler } from './get-refund-options/get-refund-options.handler.js';
import { GetRefundOptionsResolver } from './get-refund-options/get-refund-options.resolver.js';
import { GetGiftBoxHandler } from './get-gift-box/get-gift-box.handler.js';
import { GetGiftBoxResolver } from './get-gift-box/get-gift-box.resolver.js';
import { GiftLastsResolver } from './gift-lasts/gift-lasts.resolver.js';
import { GetGiftBoxRestController } from './get-gift-box/get-gift-box.rest.controller.js';
import { GetUnlocksHandler } from './get-unlocks/get-unlocks.handler.js';
import { GetUsageHistoryHandler } from './get-usage-history/get-usage-history.handler.js';
import { GetUsageHistoryResolver } from './get-usage-history/get-usage-history.resolver.js';
import { GetUsageHistoryRestController } from './get-usage-history/get-usage-history.rest.controller.js';
import { WalletExpiry } from './jobs/wallet-expiry.js';
import { UsageHistoryProjection } from './projections/usage-history.projection.js';
import { WalletBalanceProjection } from './projections/wallet-balance.projection.js';
import { PurchaseEpisodeHandler } from './purchase-episode/purchase-episode.handler.js';
import { PurchaseEpisodeResolver } from './purchase-episode/purchase-episode.resolver.js';
import { PurchaseEpisodeRestController } from './purchase-episode/purchase-episode.rest.controller.js';
import { RefundCoinPackHandler } from './refund-coin-pack/refund-coin-pack.handler.js';
import { RequestRefundHandler } from './request-refund/request-refund.handler.js';
import { RequestRefundResolver } from './request-refund/request-refund.resolver.js';
import { RequestRefundRestController } from './request-refund/request-refund.rest.controller.js';
import { RequestWithdrawalHandler } from './request-withdrawal/request-withdrawal.handler.js';
import { RequestWithdrawalResolver } from './request-withdrawal/request-withdrawal.resolver.js';
import { RequestWithdrawalRestController } from './request-withdrawal/request-withdrawal.rest.controller.js';
import { UnlockAllEpisodesHandler } from './unlock-all-episodes/unlock-all-episodes.handler.js';
import { UnlockAllEpisodesResolver } from './unlock-all-episodes/unlock-all-episodes.resolver.js';
import { UnlockAllEpisodesRestController } from './unlock-all-episodes/unlock-all-episodes.rest.controller.js';
import { UseRentalPassHandler } from './use-rental-pass/use-rental-pass.handler.js';
import { HistoryNames } from './history-names.js';
import { WalletReadModel } from './wallet.read-model.js';
import { WithdrawUnlockAllHandler } from './withdraw-unlock-all/withdraw-unlock-all.handler.js';

/** Coins, bonus coins, points and rental passes: every movement an event on `wallet-<userId>`. */
@Module({
  imports: [CatalogModule, PaymentsModule, ProjectionsModule.forFeature([WalletBalanceProjection, UsageHistoryProjection])],
  controllers: [
    PurchaseEpisodeRestController,
    UnlockAllEpisodesRestController,
    ClaimGiftRestController,
    BuyCoinPackRestController,
    GetGiftBoxRestController,
    GetCoinPurchasesRestController,
    GetUsageHistoryRestController,
    RequestRefundRestController,
    RequestWithdrawalRestController,
  ],
  providers: [
    WalletReadModel,
    WalletExpiry,
    HistoryNames,
    // commands
    PurchaseEpisodeHandler,
    UnlockAllEpisodesHandler,
    ClaimGiftHandler,
    BuyCoinPackHandler,
    CoinPackSales,
    UseRentalPassHandler,
    ExpireLotHandler,
    ExpireRentalPassHandler,
    RefundCoinPackHandler,
    WithdrawUnlockAllHandler,
    RequestRefundHandler,
    RequestWithdrawalHandler,
    // queries
    GetBalanceHandler,
    GetGiftBoxHandler,
    GetCoinPurchasesHandler,
    GetUsageHistoryHandler,
    GetExpirationsHandler,
    GetEntitlementHandler,
    GetClaimedGiftIdsHandler,
    GetUnlocksHandler,
    GetRefundOptionsHandler,
    // GraphQL
    PurchaseEpisodeResolver,
    UnlockAllEpisodesResolver,
    ClaimGiftResolver,
    BuyCoinPackResolver,
    GetBalanceResolver,
    GetGiftBoxResolver,
    GetCoinPurchasesResolver,
    GetUsageHistoryResolver,
    GetExpirationsResolver,
    RequestRefundResolver,
    RequestWithdrawalResolver,
    GetRefundOptionsResolver,
    GiftLastsResolver,
  ],
})
export class WalletModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly expiry: WalletExpiry,
  ) {}

  onModuleInit(): void {
    // The expiry reactor needs the wallet's own handlers, so it is registered here rather than by forFeature.
    this.registry.register(this.expiry);
  }
}
