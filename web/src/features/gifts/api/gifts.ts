// Gifts (GraphQL): the valid gifts (`gifts`, spec §7 get-gift), the reader's claims
// (`claimedGifts`, get-claim-gift) and `claimGift` (claim-gift).
import { gql } from 'urql';
import type { Gift, GiftClaim } from './gift-rows.js';

export type { Gift, GiftClaim, GiftType } from './gift-rows.js';

export const GIFTS = gql<{ gifts: Gift[] }>`
  query Gifts { gifts { id type title image value detail expiryDate episodeId } }
`;

export const CLAIMED_GIFTS = gql<{ claimedGifts: GiftClaim[] }>`
  query ClaimedGifts { claimedGifts { giftId type title value total spend episodeId expiresAt claimedAt } }
`;

export const CLAIM_GIFT = gql<{ claimGift: { message: string; balance: { coin: number; bonusCoin: number; point: number; freeRental: number } } }, { giftId: string }>`
  mutation ClaimGift($giftId: ID!) { claimGift(giftId: $giftId) { message balance { coin bonusCoin point freeRental } } }
`;

export { giftRows, type GiftRow } from './gift-rows.js';
