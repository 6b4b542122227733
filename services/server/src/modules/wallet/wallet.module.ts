import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { fromSlices } from '../../platform/slices/slice.js';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { buyCoinPack } from './commands/buy-coin-pack/buy-coin-pack.slice.js';
import { claimGift } from './commands/claim-gift/claim-gift.slice.js';
import { expireLot } from './commands/expire-lot/expire-lot.slice.js';
import { expireRentalPass } from './commands/expire-rental-pass/expire-rental-pass.slice.js';
import { purchaseEpisode } from './commands/purchase-episode/purchase-episode.slice.js';
import { refundCoinPack } from './commands/refund-coin-pack/refund-coin-pack.slice.js';
import { requestRefund } from './commands/request-refund/request-refund.slice.js';
import { requestWithdrawal } from './commands/request-withdrawal/request-withdrawal.slice.js';
import { unlockAll } from './commands/unlock-all/unlock-all.slice.js';
import { useRentalPass } from './commands/use-rental-pass/use-rental-pass.slice.js';
import { withdrawUnlockAll } from './commands/withdraw-unlock-all/withdraw-unlock-all.slice.js';
import { HistoryNames } from './history/history-names.js';
import { WalletExpiry } from './jobs/wallet-expiry.js';
import { UsageHistoryProjection } from './projections/usage-history.projection.js';
import { WalletBalanceProjection } from './projections/wallet-balance.projection.js';
import { getBalance } from './queries/get-balance/get-balance.slice.js';
import { getClaimedGiftIds } from './queries/get-claimed-gift-ids/get-claimed-gift-ids.slice.js';
import { getCoinPurchases } from './queries/get-coin-purchases/get-coin-purchases.slice.js';
import { getEntitlement } from './queries/get-entitlement/get-entitlement.slice.js';
import { getExpirations } from './queries/get-expirations/get-expirations.slice.js';
import { getGiftBox } from './queries/get-gift-box/get-gift-box.slice.js';
import { getGiftLastsDays } from './queries/get-gift-lasts-days/get-gift-lasts-days.slice.js';
import { getRefundOptions } from './queries/get-refund-options/get-refund-options.slice.js';
import { getUnlocks } from './queries/get-unlocks/get-unlocks.slice.js';
import { getUsageHistory } from './queries/get-usage-history/get-usage-history.slice.js';
import { sellCoinPacks } from './sell-coin-packs/sell-coin-packs.slice.js';
import { streamBalanceChanges } from './subscriptions/stream-balance-changes/stream-balance-changes.slice.js';
import { WalletReadModel } from './wallet.read-model.js';

/** Coins, bonus coins, points and rental passes: every movement an event on `wallet-<userId>`. */
@Module({
  imports: [CatalogModule, PaymentsModule, ProjectionsModule.forFeature([WalletBalanceProjection, UsageHistoryProjection])],
  ...fromSlices(
    [
      // commands, and the payments port crediting a paid coin pack
      purchaseEpisode,
      unlockAll,
      claimGift,
      buyCoinPack,
      sellCoinPacks,
      useRentalPass,
      expireLot,
      expireRentalPass,
      refundCoinPack,
      withdrawUnlockAll,
      requestRefund,
      requestWithdrawal,
      // queries
      getBalance,
      getGiftBox,
      getCoinPurchases,
      getUsageHistory,
      getExpirations,
      getEntitlement,
      getClaimedGiftIds,
      getUnlocks,
      getRefundOptions,
      getGiftLastsDays,
      // subscriptions
      streamBalanceChanges,
    ],
    [WalletReadModel, WalletExpiry, HistoryNames],
  ),
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
