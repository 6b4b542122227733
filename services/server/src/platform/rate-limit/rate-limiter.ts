import pTimeout from 'p-timeout';
import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { DomainError } from '../errors/domain-error.js';
import { logger } from '../logging/logger.js';
import { REDIS } from '../redis/redis.js';

export interface Limit {
  points: number;
  durationSec: number;
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSec: number) {
    super('RATE_LIMITED', 'Too many requests, please try again later', 'rate_limited', { retryAfterSec });
  }
}

/**
 * Sliding-window log, atomic in one Lua script, timed by the Redis clock (so every instance agrees):
 * drop entries older than the window, refuse when `limit` remain, else record this call.
 * Returns {allowed 1|0, remaining, retryAfterMs}. Refused calls are not recorded, so a client
 * that keeps hammering is let in again as soon as its oldest counted call leaves the window.
 */
const SLIDING_WINDOW = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count < limit then
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, window)
  return {1, limit - count - 1, 0}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local retry = tonumber(oldest[2]) + window - now
if retry < 1 then retry = 1 end
return {0, 0, retry}
`;

const REDIS_TIMEOUT_MS = 1000;
const MAX_BUCKET = 100;

type LimiterRedis = Redis & {
  komaRateLimit(key: string, limit: number, windowMs: number, member: string): Promise<[number, number, number]>;
};

/**
 * Redis-backed rate limits. Every limit's points are multiplied by RATE_LIMIT_MULTIPLIER. Keys
 * are hashed (no e-mail addresses in Redis) and namespaced by QUEUE_PREFIX, so parallel test runs
 * never share counters. If Redis does not answer within 1 s the call is let through and an error
 * is logged: an outage of Redis degrades protection, not availability.
 */
@Injectable()
export class RateLimiter {
  private readonly redis: LimiterRedis;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    if (!('komaRateLimit' in redis)) redis.defineCommand('komaRateLimit', { numberOfKeys: 1, lua: SLIDING_WINDOW });
    this.redis = redis as LimiterRedis;
  }

  /** Points after RATE_LIMIT_MULTIPLIER (at least 1). */
  effectivePoints(points: number): number {
    return Math.max(1, Math.floor(points * this.config.RATE_LIMIT_MULTIPLIER));
  }

  /** Counts one call of `key` in `bucket`; throws RATE_LIMITED (429) with `retryAfterSec` once over the limit. */
  async consume(bucket: string, key: string, limit: Limit): Promise<void> {
    if (typeof bucket !== 'string' || bucket.length < 1 || bucket.length > MAX_BUCKET)
      throw new Error('rate limit bucket must be 1 to 100 characters');
    if (!Number.isFinite(limit?.points) || limit.points < 1 || !Number.isFinite(limit.durationSec) || limit.durationSec <= 0) {
      throw new Error(`invalid rate limit for '${bucket}'`);
    }
    const points = this.effectivePoints(limit.points);
    const windowMs = Math.ceil(limit.durationSec * 1000);
    const redisKey = this.redisKey(bucket, key);
    let result: [number, number, number];
    try {
      result = await pTimeout(this.redis.komaRateLimit(redisKey, points, windowMs, randomUUID()), {
        milliseconds: REDIS_TIMEOUT_MS,
        message: `no answer from Redis within ${REDIS_TIMEOUT_MS} ms`,
      });
    } catch (err) {
      logger.error({ err, bucket }, 'rate limit check failed; letting the call through');
      return;
    }
    if (result[0] !== 1) throw new RateLimitedError(Math.max(1, Math.ceil(result[2] / 1000)));
  }

  /** Forgets a key's calls in a bucket (e.g. after a successful login). */
  async reset(bucket: string, key: string): Promise<void> {
    await this.redis.del(this.redisKey(bucket, key));
  }

  private redisKey(bucket: string, key: string): string {
    return `${this.config.QUEUE_PREFIX}:rl:${bucket}:${createHash('sha256').update(String(key)).digest('base64url').slice(0, 32)}`;
  }
}
