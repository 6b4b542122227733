/** What the wallet's use cases say to the reader (docs/product.md texts), for REST and GraphQL alike. */
export const WALLET_MESSAGES = {
  episodePurchased: 'episode purchase successfully!',
  allUnlocked: 'All episodes are unlock!',
  nothingToUnlock: 'No episodes left to unlock',
  giftRedeemed: 'Gift Redeemed',
  coinPackBought: 'Coin Pack buy successfully!',
  waitingForPayment: 'Waiting for payment',
  episodeNotLive: 'Warn! episode was not live',
  notOfThisComic: 'The episode does not belong to this comic',
  notForSale: 'This episode is not sold for coins',
  refunded: 'Your coin pack was refunded',
  withdrawn: 'The unopened episodes were withdrawn and their coins returned',
} as const;
