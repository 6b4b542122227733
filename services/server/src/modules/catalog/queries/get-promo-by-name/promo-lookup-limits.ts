import { applyDecorators } from '@nestjs/common';
import { RateLimit, type RateLimitRule } from '../../../../platform/rate-limit/rate-limit.decorator.js';

/**
 * Looking up a promo code by name answers whether a code exists, so it is throttled against code
 * guessing: per account (the address when anonymous) and per client address. REST
 * get-promo-by-name and the GraphQL `promo` query share these counters.
 */
export const PROMO_LOOKUP_LIMITS: RateLimitRule[] = [
  { bucket: 'promo-lookup-user', points: 10, durationSec: 60, by: 'user' },
  { bucket: 'promo-lookup-ip', points: 30, durationSec: 60, by: 'ip' },
];

export const PromoLookupRateLimit = () => applyDecorators(...PROMO_LOOKUP_LIMITS.map((rule) => RateLimit(rule)));
