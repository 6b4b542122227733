// Gifts (GraphQL): the valid gifts (`gifts`, docs/product.md, The REST calls get-gift), the reader's claims
// (`giftBox`, get-claim-gift) and `claimGift` (claim-gift).
import { graphql } from '../../../gql/index.js';

export type { Gift, GiftClaim } from './gift-rows.js';

export const GIFTS = graphql(`
  query Gifts { gifts { id type title image value detail expiryDate episodeId lastsDays } }
`);

export const GIFT_BOX = graphql(`
  query GiftBox { giftBox { giftId type title value total spend episodeId expiresAt claimedAt } }
`);

export const CLAIM_GIFT = graphql(`
  mutation ClaimGift($giftId: ID!) { claimGift(giftId: $giftId) { message balance { coin bonusCoin point freeRental } } }
`);

export { giftRows, type GiftRow } from './gift-rows.js';
