/**
 * Who a limit counts: the client address, the signed-in user (the address when anonymous), a
 * body field (GraphQL: the argument, or the field of an `input` argument), or a pair of them.
 * Body values are trimmed and lower-cased, so `A@x.com ` and `a@x.com` share a counter.
 */
export type RateLimitBy = 'ip' | 'user' | 'ip+user' | `body:${string}` | `ip+body:${string}`;

export interface RateLimitRule {
  /** Counter name, e.g. 'login'; the same bucket on two routes shares one counter per key. */
  bucket: string;
  /** Calls allowed per window (multiplied by RATE_LIMIT_MULTIPLIER). */
  points: number;
  durationSec: number;
  by: RateLimitBy;
}

export const RATE_LIMITS_KEY = 'koma:rate-limits';

/**
 * Limits a REST route or GraphQL resolver (on a method or a whole class); may be repeated, and
 * every limit must allow the call. Over the limit: 429 RATE_LIMITED with `Retry-After`.
 */
export function RateLimit(rule: RateLimitRule): MethodDecorator & ClassDecorator {
  if (!rule.bucket || !(rule.points >= 1) || !(rule.durationSec > 0)) throw new Error(`invalid @RateLimit ${JSON.stringify(rule)}`);
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const on = descriptor?.value ?? target;
    const existing: RateLimitRule[] = Reflect.getMetadata(RATE_LIMITS_KEY, on) ?? [];
    Reflect.defineMetadata(RATE_LIMITS_KEY, [...existing, rule], on);
  };
}
