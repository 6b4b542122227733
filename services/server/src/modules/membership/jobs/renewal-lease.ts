import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { REDIS } from '../../../platform/redis/redis.js';

/**
 * A renewal run's lease on its member lasts this long unless the run extends it, which it does
 * every third of it while alive: a run whose process died frees its member within this time, well
 * before BullMQ hands the dead run's job to another worker (its stall check, 30 s).
 */
const RENEWAL_LEASE_MS = 15_000;
const RELEASE_LEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const EXTEND_LEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/** One renewal run per member at a time, across workers. */
@Injectable()
export class RenewalLease {
  /** Renewal leases live beside the job queues, under QUEUE_PREFIX. */
  private readonly leasePrefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) config: Config,
  ) {
    this.leasePrefix = `${config.QUEUE_PREFIX}:membership-renewal`;
  }

  /**
   * Runs `fn` holding the member's renewal lease, or not at all (false) when another run holds it:
   * two runs of one renewal (a job re-enqueued after a Redis loss) do not charge side by side. A
   * Redis lease holds no database connection while the provider is asked; should Redis lose it,
   * the payment's key still charges a try once and the decider records a period once.
   */
  async exclusiveRenewal(userId: string, fn: () => Promise<void>): Promise<boolean> {
    const key = `${this.leasePrefix}:${userId}`;
    const token = randomUUID();
    if ((await this.redis.set(key, token, 'PX', RENEWAL_LEASE_MS, 'NX')) !== 'OK') return false;
    const keepAlive = setInterval(() => {
      this.redis.eval(EXTEND_LEASE, 1, key, token, RENEWAL_LEASE_MS).catch(() => undefined);
    }, RENEWAL_LEASE_MS / 3);
    try {
      await fn();
      return true;
    } finally {
      clearInterval(keepAlive);
      await this.redis.eval(RELEASE_LEASE, 1, key, token).catch(() => undefined);
    }
  }
}
