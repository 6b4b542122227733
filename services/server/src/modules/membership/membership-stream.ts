import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { LOCK_NAMESPACE, XACT_LOCK_ON_NAME_SQL } from '../../platform/database/advisory-locks.js';
import { isDeadlockVictim } from '../../platform/database/pg-errors.js';
import { PG_POOL, withTransaction } from '../../platform/database/pg-pool.js';
import type { Decider } from '../../platform/event-store/decider.js';
import { CommandExecutor } from '../../platform/event-store/command-executor.js';
import { ConcurrencyError } from '../../platform/event-store/event-store.errors.js';
import type { StoredEvent } from '../../platform/event-store/event-store.types.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { REDIS } from '../../platform/redis/redis.js';
import { jobsAfter } from './jobs/membership-schedule.js';
import { membershipDecider, type MembershipCommand, type MembershipState } from './membership.decider.js';
import { MEMBERSHIP_STREAM_TYPE, membershipStreamId, type MembershipActor, type MembershipEvent } from './membership.events.js';

/**
 * A renewal run's lease on its member lasts this long unless the run extends it, which it does
 * every third of it while alive: a run whose process died frees its member within this time, well
 * before BullMQ hands the dead run's job to another worker (its stall check, 30 s).
 */
const RENEWAL_LEASE_MS = 15_000;
const RELEASE_LEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const EXTEND_LEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/** Who asked for a transition and why: written into every event's metadata. */
export interface Cause { actor: MembershipActor; reason: string }

export interface MembershipOutcome { state: MembershipState; events: StoredEvent[] }

/** A UUID derived from the stream and a key: an event a job may append twice gets the same id. */
function uuidOf(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The key of an event appended by a job or a payment, which must never be recorded twice. */
function onceKey(e: MembershipEvent): string | undefined {
  switch (e.type) {
    case 'PlanRenewed': return `renewed:${e.data.orderId}`;
    case 'PlanPutOnHold': return `held:${e.data.periodEnd}`;
    case 'PlanPaymentRetryFailed': return `retry:${e.data.heldAt}:${e.data.attempt}`;
    case 'PlanEnded': return `ended:${e.data.endDate}`;
    default: return undefined;
  }
}

/**
 * The reader's membership stream: every membership use case runs its command here, serialised
 * per member by an advisory lock and checked by the stream's version, in one transaction with
 * the jobs its events call for (recorded in `scheduled_jobs`, so a Redis loss loses none).
 */
@Injectable()
export class MembershipStream {
  /** Renewal leases live beside the job queues, under QUEUE_PREFIX. */
  private readonly leasePrefix: string;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly executor: CommandExecutor,
    private readonly jobs: JobsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) config: Config,
  ) { this.leasePrefix = `${config.QUEUE_PREFIX}:membership-renewal`; }

  /** The member's state from the log (no lock: for reads that decide nothing). */
  async load(userId: string): Promise<MembershipState> {
    return (await this.executor.load(membershipDecider, membershipStreamId(userId))).state;
  }

  /**
   * Decides a command and appends its events. `tx` joins a caller's transaction (a payment's
   * settlement): its jobs are then enqueued by the sweeper when due rather than at once.
   */
  async run(userId: string, command: MembershipCommand, cause: Cause, opts: { tx?: pg.PoolClient } = {}): Promise<MembershipOutcome> {
    const streamId = membershipStreamId(userId);
    const decider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
      ...membershipDecider,
      decide: (c, s) => membershipDecider.decide(c, s).map((e) => {
        const key = onceKey(e);
        return key ? { ...e, id: uuidOf(`${streamId}:${key}`) } : e;
      }),
    };
    const jobIds: string[] = [];
    const exec = async (tx: pg.PoolClient): Promise<MembershipOutcome> => {
      jobIds.length = 0;
      await tx.query(XACT_LOCK_ON_NAME_SQL, [LOCK_NAMESPACE.membership, streamId]);
      const out = await this.executor.execute(decider, streamId, command, {
        tx, idempotency: false, wakeAfterCommit: !opts.tx, metadata: { actor: cause.actor, reason: cause.reason },
        result: ({ state }) => state,
      });
      const state = out.state ?? out.result;
      for (const job of jobsAfter(userId, out.events as unknown as MembershipEvent[], state)) {
        await this.jobs.schedule(job.name, job.payload as never, { jobId: job.jobId, runAt: job.runAt, tx });
        jobIds.push(job.jobId);
      }
      return { state, events: out.events };
    };
    if (opts.tx) return exec(opts.tx);
    const outcome = await withTransaction(this.pool, exec).catch((e: unknown) => {
      // Under the lock no other writer moves the stream: a conflict means a rebuild dropped the
      // read-model generation the append named, and nothing was written; a deadlock victim was
      // rolled back whole. Once more.
      if (e instanceof ConcurrencyError || isDeadlockVictim(e)) return withTransaction(this.pool, exec);
      throw e;
    });
    if (outcome.events.length) {
      this.executor.wake(MEMBERSHIP_STREAM_TYPE, outcome.events.map((e) => e.type));
      await this.jobs.dispatch(...jobIds);
    }
    return outcome;
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
