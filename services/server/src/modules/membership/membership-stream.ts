import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, withTransaction } from '../../platform/database/pg-pool.js';
import type { Decider } from '../../platform/event-store/decider.js';
import { CommandExecutor } from '../../platform/event-store/command-executor.js';
import { ConcurrencyError } from '../../platform/event-store/event-store.errors.js';
import type { StoredEvent } from '../../platform/event-store/event-store.types.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { jobsAfter } from './jobs/membership-schedule.js';
import { membershipDecider, type MembershipCommand, type MembershipState } from './membership.decider.js';
import { MEMBERSHIP_STREAM_TYPE, membershipStreamId, type MembershipActor, type MembershipEvent } from './membership.events.js';

/** Advisory-lock namespace of the per-member lock (second key: hashtext of the stream id). */
export const MEMBERSHIP_LOCK = 7274210;
/** Namespace of the lock one member's renewal run holds while it charges (second key: hashtext of the stream id). */
export const MEMBERSHIP_RENEWAL_LOCK = 7274211;
export const XACT_LOCK_SQL = 'SELECT pg_advisory_xact_lock($1, hashtext($2))';

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
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly executor: CommandExecutor,
    private readonly jobs: JobsService,
  ) {}

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
      await tx.query(XACT_LOCK_SQL, [MEMBERSHIP_LOCK, streamId]);
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
      // read-model generation the append named, and nothing was written. Once more.
      if (e instanceof ConcurrencyError) return withTransaction(this.pool, exec);
      throw e;
    });
    if (outcome.events.length) {
      this.executor.wake(MEMBERSHIP_STREAM_TYPE, outcome.events.map((e) => e.type));
      await this.jobs.dispatch(...jobIds);
    }
    return outcome;
  }

  /**
   * Runs `fn` holding the member's renewal lock, or not at all (false) when another run holds it:
   * two runs of one renewal (a job re-enqueued after a Redis loss) never charge side by side.
   */
  async exclusiveRenewal(userId: string, fn: () => Promise<void>): Promise<boolean> {
    return withTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS ok', [MEMBERSHIP_RENEWAL_LOCK, membershipStreamId(userId)]);
      if (!rows[0].ok) return false;
      await fn();
      return true;
    });
  }
}
