// Spending coins on a comic's episodes over GraphQL (docs/product.md): one episode, or every coin
// episode not owned yet (unlock-all). `coin` is the price the reader saw: the server refuses a
// different one. Each answers the wallet as it now stands; what else changes is in comics-cache.ts.
import { graphql } from '../../../gql/index.js';

export const PURCHASE_EPISODE = graphql(`
  mutation PurchaseEpisode($episodeId: ID!, $coin: Int) {
    purchaseEpisode(episodeId: $episodeId, coin: $coin) { message balance { coin bonusCoin point freeRental } }
  }
`);

export const UNLOCK_ALL = graphql(`
  mutation UnlockAll($comicId: ID!, $coin: Int) {
    unlockAll(comicId: $comicId, coin: $coin) { message balance { coin bonusCoin point freeRental } }
  }
`);
