import type { RateLimitRule } from '../../platform/rate-limit/rate-limit.decorator.js';

/** Comment posting limits per reader (both doors share the buckets); multiplied by RATE_LIMIT_MULTIPLIER. */
export const COMMENT_RATE_LIMITS = {
  burst: { bucket: 'comment-burst', points: 5, durationSec: 60, by: 'user' },
  daily: { bucket: 'comment-daily', points: 200, durationSec: 86_400, by: 'user' },
} as const satisfies Record<string, RateLimitRule>;

/** Reports per reader (a report weighs on someone else's comment). */
export const REPORT_RATE_LIMIT = { bucket: 'comment-report', points: 30, durationSec: 3600, by: 'user' } as const satisfies RateLimitRule;
