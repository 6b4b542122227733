/**
 * The wallet's public face: what other contexts (and the CLI) may use. Everything else in this
 * folder is the wallet's own.
 */
export { WalletModule } from './wallet.module.js';
export type { Balance, WalletOutcome } from './wallet.stream.js';
export type { WalletEvent } from './wallet.events.js';
export { WALLET_STREAM_TYPE, walletStreamId } from './wallet.events.js';
export { ledgerOf, type LedgerLine } from './wallet.ledger.js';
export { PurchaseResult, Balance as BalanceType, BuyItemInput } from './wallet.graphql-types.js';
// commands
export { UseRentalPassCommand } from './commands/use-rental-pass/use-rental-pass.command.js';
export { RefundCoinPackCommand } from './commands/refund-coin-pack/refund-coin-pack.command.js';
export { WithdrawUnlockAllCommand } from './commands/withdraw-unlock-all/withdraw-unlock-all.command.js';
// queries (asked of the wallet)
export { GetBalanceQuery } from './queries/get-balance/get-balance.query.js';
export { GetGiftBoxQuery, type GiftBoxEntry } from './queries/get-gift-box/get-gift-box.query.js';
export { GetEntitlementQuery, type Entitlement } from './queries/get-entitlement/get-entitlement.query.js';
export { GetClaimedGiftIdsQuery } from './queries/get-claimed-gift-ids/get-claimed-gift-ids.query.js';
export { GetUnlocksQuery, type Unlock } from './queries/get-unlocks/get-unlocks.query.js';
// ports (asked by the wallet, answered by another context)
export { OpenedEpisodesQuery } from './ports/opened-episodes.query.js';
