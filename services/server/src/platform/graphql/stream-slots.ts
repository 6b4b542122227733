import pTimeout from 'p-timeout';
import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { logger } from '../logging/logger.js';
import { REDIS } from '../redis/redis.js';

/**
 * Takes a slot for one open stream on the address's and the account's sets, every instance
 * agreeing through Redis's clock: members whose lease has passed are dropped first, so a
 * process that died frees its slots within one lease. Returns 0 (taken), 1 (the address is
 * full) or 2 (the account is full).
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 1 end
if ARGV[5] == '1' then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
  if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 2 end
  redis.call('ZADD', KEYS[2], now + lease, ARGV[1])
  redis.call('PEXPIRE', KEYS[2], lease)
end
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
redis.call('PEXPIRE', KEYS[1], lease)
return 0
`;

/** Moves a held slot's lease on (XX: a slot already given up is not taken again). */
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[2])
for i = 1, #KEYS do
  if KEYS[i] ~= '' then
    redis.call('ZADD', KEYS[i], 'XX', now + lease, ARGV[1])
    redis.call('PEXPIRE', KEYS[i], lease)
  end
end
return 0
`;

const LEASE_MS = 30_000;
const REDIS_TIMEOUT_MS = 1_000;

type SlotRedis = Redis & {
  komaStreamTake(
    a: string,
    b: string,
    member: string,
    leaseMs: number,
    perAddress: number,
    perAccount: number,
    withAccount: '0' | '1',
  ): Promise<number>;
  komaStreamRenew(a: string, b: string, member: string, leaseMs: number): Promise<number>;
};

export type StreamRefusal = 'address' | 'account';

/** A held slot: `touch` on every event sent (the idle timer starts again), `release` when the stream ends. */
export interface StreamSlot {
  touch(): void;
  release(): void;
}

interface Held {
  id: string;
  keys: [string, string];
  address: string;
  userId?: string;
  idle?: NodeJS.Timeout;
  onIdle: () => void;
}

/**
 * Bounds the GraphQL streams (SSE subscriptions) a client may hold open: per client address and
 * per signed-in account, across every API instance (GRAPHQL_STREAMS_PER_ADDRESS / _PER_ACCOUNT).
 * A stream that sends nothing for GRAPHQL_STREAM_IDLE_SECONDS is ended (its client reconnects and
 * reads again). If Redis does not answer within 1 s, this process's own counts decide alone:
 * never more than the caps on one instance, whatever Redis does.
 */
@Injectable()
export class StreamSlots implements OnModuleDestroy {
  private readonly redis: SlotRedis;
  private readonly held = new Map<string, Held>();
  private readonly local = new Map<string, number>();
  private renewals?: NodeJS.Timeout;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    if (!('komaStreamTake' in redis)) {
      redis.defineCommand('komaStreamTake', { numberOfKeys: 2, lua: TAKE });
      redis.defineCommand('komaStreamRenew', { numberOfKeys: 2, lua: RENEW });
    }
    this.redis = redis as SlotRedis;
  }

  get limits() {
    return {
      perAddress: this.config.GRAPHQL_STREAMS_PER_ADDRESS,
      perAccount: this.config.GRAPHQL_STREAMS_PER_ACCOUNT,
      idleMs: this.config.GRAPHQL_STREAM_IDLE_SECONDS * 1000,
    };
  }

  /** How many streams this process holds (metrics, tests). */
  get open(): number {
    return this.held.size;
  }

  /** Takes a slot for a stream from `address` (and `userId` when signed in), or says which cap is full. */
  async take(address: string, userId: string | undefined, onIdle: () => void): Promise<StreamSlot | StreamRefusal> {
    const { perAddress, perAccount } = this.limits;
    const addressKey = `a:${hash(address)}`;
    const accountKey = userId ? `u:${hash(userId)}` : '';
    const full = () =>
      (this.local.get(addressKey) ?? 0) >= perAddress
        ? ('address' as const)
        : accountKey && (this.local.get(accountKey) ?? 0) >= perAccount
          ? ('account' as const)
          : undefined;
    if (full()) return full()!;
    const id = randomUUID();
    const keys: [string, string] = [this.key(addressKey), accountKey ? this.key(accountKey) : ''];
    const verdict = await within(
      this.redis.komaStreamTake(keys[0], keys[1] || keys[0], id, LEASE_MS, perAddress, perAccount, userId ? '1' : '0'),
    ).catch((err: unknown) => {
      logger.error({ err }, "stream slots: Redis did not answer; this instance's counts decide");
      return 0;
    });
    if (verdict === 1) return 'address';
    if (verdict === 2) return 'account';
    // Checked again after the wait, and counted in the same turn: this instance never goes past a
    // cap, whatever Redis answered (or failed to) for the streams asked for meanwhile.
    const late = full();
    if (late) {
      this.forget(keys, id);
      return late;
    }
    const h: Held = { id, keys, address: addressKey, userId: accountKey || undefined, onIdle };
    this.held.set(id, h);
    this.count(addressKey, 1);
    if (h.userId) this.count(h.userId, 1);
    this.arm(h);
    this.renewals ??= setInterval(() => this.renew(), LEASE_MS / 3).unref();
    return { touch: () => this.arm(h), release: () => this.release(h) };
  }

  onModuleDestroy(): void {
    for (const h of [...this.held.values()]) this.release(h);
  }

  private arm(h: Held): void {
    if (!this.held.has(h.id)) return;
    clearTimeout(h.idle);
    h.idle = setTimeout(h.onIdle, this.limits.idleMs).unref();
  }

  private release(h: Held): void {
    if (!this.held.delete(h.id)) return;
    clearTimeout(h.idle);
    this.count(h.address, -1);
    if (h.userId) this.count(h.userId, -1);
    this.forget(h.keys, h.id);
    if (!this.held.size && this.renewals) {
      clearInterval(this.renewals);
      this.renewals = undefined;
    }
  }

  /** Gives the slot back in Redis; a lost removal frees it when its lease passes. */
  private forget(keys: [string, string], id: string): void {
    const removal = this.redis.multi().zrem(keys[0], id);
    if (keys[1]) removal.zrem(keys[1], id);
    void removal.exec().catch(() => undefined);
  }

  private renew(): void {
    for (const h of this.held.values()) {
      void this.redis.komaStreamRenew(h.keys[0], h.keys[1] || h.keys[0], h.id, LEASE_MS).catch(() => undefined);
    }
  }

  private count(key: string, by: number): void {
    const n = (this.local.get(key) ?? 0) + by;
    if (n > 0) this.local.set(key, n);
    else this.local.delete(key);
  }

  private key(k: string): string {
    return `${this.config.QUEUE_PREFIX}:streams:${k}`;
  }
}

const hash = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

const within = <T>(p: Promise<T>): Promise<T> => pTimeout(p, { milliseconds: REDIS_TIMEOUT_MS, message: 'Redis did not answer in time' });
