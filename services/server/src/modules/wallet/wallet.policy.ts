import { DAY } from '../../platform/clock/clock.js';

/**
 * Validity decisions the spec leaves open (documented in the README):
 * - points: 30 days from receipt (docs/product.md);
 * - bonus coins, from a pack or a coin gift: 30 days from receipt;
 * - a free rental pass: 7 days from claiming it (and it opens only its own episode);
 * - a gift can be claimed until the end (UTC) of its expiry date (docs/product.md: 'today or later'; the
 *   catalog's GIFT_OFFER_ENDS decides it and hands it over as the gift's `offerEndsAt`).
 */
export const POINT_VALIDITY_MS = 30 * DAY;
export const BONUS_VALIDITY_MS = 30 * DAY;
export const RENTAL_PASS_VALIDITY_MS = 7 * DAY;

/** How long what a claimed gift grants lasts: a rental pass, points or bonus coins. */
export const grantValidityMs = (giftType: string): number =>
  giftType === 'rental' ? RENTAL_PASS_VALIDITY_MS : giftType === 'point' ? POINT_VALIDITY_MS : BONUS_VALIDITY_MS;

export const plus = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();
