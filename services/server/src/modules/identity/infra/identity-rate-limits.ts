import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import { IDENTITY_RATE_LIMITS } from '../domain/identity.rules.js';

type Limit = keyof typeof IDENTITY_RATE_LIMITS;

/** The identity rate limits (Redis-backed, 429 when exceeded), by client address and e-mail. */
@Injectable()
export class IdentityRateLimits {
  constructor(private readonly limiter: RateLimiter) {}

  async hit(limit: Limit, key: string): Promise<void> {
    await this.limiter.consume(`identity:${limit}`, key, IDENTITY_RATE_LIMITS[limit]);
  }
}
