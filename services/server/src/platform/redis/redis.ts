import pTimeout from 'p-timeout';
import { Redis, type RedisOptions } from 'ioredis';
import { DependencyUnreachableError } from '../database/ensure-database.js';

export const REDIS = Symbol('REDIS');

/** A Redis connection suited to BullMQ (no per-command retry limit) and to rate limits. */
export function createRedis(url: string, opts: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, connectTimeout: 5000, ...opts });
}

/** Fails within the timeout with the contract's one-line message when Redis cannot be reached. */
export async function assertRedisReachable(url: string, timeoutMs = 5000): Promise<void> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  // ioredis rejects connect() with a bare "Connection is closed."; the cause (ECONNREFUSED …)
  // arrives as an error event first, and is what the operator needs to read.
  let cause: Error | undefined;
  r.on('error', (e: Error) => {
    cause ??= e;
  });
  try {
    await pTimeout(
      r.connect().then(() => r.ping()),
      { milliseconds: timeoutMs, message: `no answer within ${timeoutMs} ms` },
    );
  } catch (e) {
    throw new DependencyUnreachableError('Redis', url, cause?.message || (e as Error).message || String(e));
  } finally {
    r.disconnect();
  }
}
