import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimiter } from './rate-limiter.js';
import { RateLimitInterceptor } from './rate-limit.interceptor.js';

/** Redis-backed rate limits: the RateLimiter service and the global @RateLimit interceptor. */
@Global()
@Module({
  providers: [RateLimiter, { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor }],
  exports: [RateLimiter],
})
export class RateLimitModule {}
