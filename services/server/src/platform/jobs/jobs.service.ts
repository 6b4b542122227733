import pTimeout from 'p-timeout';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Interval } from '@nestjs/schedule';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { Clock } from '../clock/clock.js';
import { requestContext } from '../context/request-context.js';
import { PG_POOL, type Queryable } from '../database/pg-pool.js';
import { logger } from '../logging/logger.js';
import { faults, jobAge, onScrape, queueDepth } from '../metrics/metrics.js';
import { REDIS } from '../redis/redis.js';
import { Runtime } from '../runtime.js';
import { JOB_NAME, type HandlerOptions, type JobCatalog, type JobHandler, type JobName } from './job-catalog.js';
import { ScheduledJobStore, type ScheduledJobRow } from './scheduled-job.store.js';
import { runExclusively } from './run-exclusively.js';

export interface ScheduleOptions {
  /** Deterministic id: the same id twice is one job (the first recording wins). */
  jobId: string;
  /** When the job is due (default now), measured on the injected Clock. */
  runAt?: Date;
  /** Tries in all (default: the handler's `attempts`, else 3). */
  attempts?: number;
  /**
   * Record the job inside the caller's transaction. It is then NOT enqueued: call
   * `dispatch(jobId)` after the commit for low latency; if you do not (or crash first),
   * the sweeper enqueues it within one sweep interval of its due time.
   */
  tx?: Queryable;
}

/** What a BullMQ job carries: ids only. The payload stays in PostgreSQL. */
interface QueuedJob {
  jobId: string;
  correlationId?: string;
}

interface Registered {
  handler: JobHandler<JobName>;
  opts: HandlerOptions;
}

export const DEFAULT_ATTEMPTS = 3;
export const SWEEP_INTERVAL_MS = 15_000;
/** The sweep's name in the SchedulerRegistry and its advisory lock key. */
export const JOBS_SWEEP = 'jobs.sweep';
const SHUTDOWN_WAIT_MS = 6_000;
const REDIS_TIMEOUT_MS = 3_000;
const SWEEP_BATCH = 500;
const SWEEP_PARALLEL = 25;

/** BullMQ ids may not be integers nor contain `:`; this escaping is one-to-one. */
export function queueJobId(jobId: string): string {
  return `j.${encodeURIComponent(jobId)}`;
}

const timeout = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  pTimeout(p, { milliseconds: ms, message: `${what}: no answer from Redis within ${ms} ms` });

const errorText = (e: unknown): string => (e instanceof Error ? e.message || e.name : String(e));

/**
 * Background jobs (docs/architecture.md): PostgreSQL records what is due, BullMQ delivers it.
 *
 * - `schedule` writes `public.scheduled_jobs` first, then adds a BullMQ job (id only, delayed
 *   until `runAt`) to the job name's queue under `QUEUE_PREFIX`.
 * - Workers (only when `Runtime.runsWorkers`) count the try in PostgreSQL, run the handler inside
 *   a request context with the scheduling request's correlation id, and mark the row done, or
 *   failed after the last try. A row that is no longer pending is never run again.
 * - The sweeper re-enqueues every due pending row, so a Redis loss costs latency, not work. It
 *   runs every 15 s on one worker instance at a time (`runExclusively`).
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly store: ScheduledJobStore;
  private readonly handlers = new Map<string, Registered>();
  private readonly queues = new Map<string, Queue<QueuedJob>>();
  private readonly workers = new Map<string, Worker<QueuedJob>>();
  private workersStarted = false;
  private closing = false;
  private sweeping?: Promise<{ enqueued: number; promoted: number }>;
  private stopScrape?: () => void;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly moduleRef: ModuleRef,
  ) {
    this.store = new ScheduledJobStore(pool);
  }

  /** Records the job in PostgreSQL, then (without `tx`) enqueues it in BullMQ. */
  async schedule<N extends JobName>(name: N, payload: JobCatalog[N], opts: ScheduleOptions): Promise<void> {
    if (!JOB_NAME.test(name)) throw new Error(`invalid job name '${name}'`);
    if (typeof opts?.jobId !== 'string' || opts.jobId.length < 1 || opts.jobId.length > 255)
      throw new Error('jobId must be 1 to 255 characters');
    if (opts.runAt !== undefined && !(opts.runAt instanceof Date && !Number.isNaN(opts.runAt.getTime())))
      throw new Error('runAt must be a valid Date');
    const attempts = opts.attempts ?? this.handlers.get(name)?.opts.attempts ?? DEFAULT_ATTEMPTS;
    if (!Number.isInteger(attempts) || attempts < 1 || attempts > 100) throw new Error('attempts must be an integer from 1 to 100');

    const { row } = await this.store.insert(opts.tx ?? this.pool, {
      jobId: opts.jobId,
      name,
      payload,
      runAt: opts.runAt ?? this.clock.now(),
      attempts,
      correlationId: requestContext.get()?.correlationId ?? null,
    });
    if (opts.tx) return;
    await this.enqueueSafely(row);
  }

  /** Enqueues jobs recorded inside a transaction, once it has committed (see `ScheduleOptions.tx`). */
  async dispatch(...jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    for (const row of await this.store.getMany(jobIds)) await this.enqueueSafely(row);
  }

  /**
   * Registers the handler of a job name (call it in onModuleInit). Handlers must be idempotent:
   * a job may run more than once (at-least-once delivery), though never after it was marked done.
   */
  registerHandler<N extends JobName>(name: N, handler: JobHandler<N>, opts: HandlerOptions = {}): void {
    if (!JOB_NAME.test(name)) throw new Error(`invalid job name '${name}'`);
    if (this.handlers.has(name)) throw new Error(`a handler for '${name}' is already registered`);
    this.handlers.set(name, { handler: handler as unknown as JobHandler<JobName>, opts });
    if (this.workersStarted) this.startWorker(name);
  }

  /** Re-enqueues every due pending job; returns what it did. */
  sweepNow(): Promise<{ enqueued: number; promoted: number }> {
    this.sweeping ??= this.sweep().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  /**
   * The periodic sweep: in worker processes, every 15 s and once at start, on one instance at a
   * time. Resolves to whether this instance swept.
   */
  @Interval(JOBS_SWEEP, SWEEP_INTERVAL_MS)
  async sweepOnSchedule(): Promise<boolean> {
    if (!this.workersStarted || this.closing) return false;
    return runExclusively(this.pool, JOBS_SWEEP, () => this.sweepNow()).catch((err) => {
      logger.warn({ err }, 'job sweep failed');
      return false;
    });
  }

  /** The durable record of a job (tests, operators). */
  getRecord(jobId: string): Promise<ScheduledJobRow | undefined> {
    return this.store.get(jobId);
  }

  /** The BullMQ queue of a job name (created on first use). */
  queue(name: string): Queue<QueuedJob> {
    let q = this.queues.get(name);
    if (!q) {
      if (!JOB_NAME.test(name)) throw new Error(`invalid job name '${name}'`);
      q = new Queue<QueuedJob>(name, {
        connection: this.redis,
        prefix: this.config.QUEUE_PREFIX,
        defaultJobOptions: {
          removeOnComplete: { age: 24 * 3600, count: 1000 },
          removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
        },
      });
      q.on('error', (err) => logger.warn({ err, queue: name }, 'job queue error'));
      this.queues.set(name, q);
    }
    return q;
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const name of this.handlers.keys()) this.queue(name);
    this.stopScrape = onScrape(() => this.collectDepths());
    const runtime = this.moduleRef.get(Runtime, { strict: false });
    if (!runtime.runsWorkers) return;
    this.workersStarted = true;
    for (const name of this.handlers.keys()) this.startWorker(name);
    void this.sweepOnSchedule();
  }

  /** Stops sweeping, lets in-flight jobs finish (up to 6 s of the 10 s budget), then closes workers and queues. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.stopScrape?.();
    const workers = [...this.workers.values()];
    let timer: NodeJS.Timeout | undefined;
    const graceful = Promise.all(workers.map((w) => w.close())).then(() => true);
    const inTime = await Promise.race([
      graceful,
      new Promise<false>((r) => {
        timer = setTimeout(() => r(false), SHUTDOWN_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      logger.warn('jobs still running after 6 s; closing workers without waiting (their rows stay pending and are retried)');
      await Promise.allSettled(workers.map((w) => w.close(true)));
    }
    await this.sweeping?.catch(() => undefined);
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }

  private jobOptions(row: ScheduledJobRow) {
    const opts = this.handlers.get(row.name)?.opts ?? {};
    return {
      jobId: queueJobId(row.jobId),
      delay: Math.max(0, row.runAt.getTime() - this.clock.now().getTime()),
      attempts: Math.max(1, row.attempts - row.attemptsMade),
      backoff: opts.backoff ?? { type: 'exponential' as const, delay: 1000 },
    };
  }

  /** Adds a pending row to BullMQ (a no-op if its job is still there). */
  private async enqueue(row: ScheduledJobRow): Promise<void> {
    if (row.status !== 'pending') return;
    await timeout(
      this.queue(row.name).add(row.name, { jobId: row.jobId, correlationId: row.correlationId ?? undefined }, this.jobOptions(row)),
      REDIS_TIMEOUT_MS,
      `enqueue ${row.name}`,
    );
  }

  /** Enqueue failures are not the caller's: the row is in PostgreSQL and the sweeper will retry. */
  private async enqueueSafely(row: ScheduledJobRow): Promise<void> {
    try {
      await this.enqueue(row);
    } catch (err) {
      faults.inc({ fault: 'job_enqueue_failed' });
      logger.warn({ err, jobId: row.jobId, job: row.name }, 'could not enqueue job; the sweeper will');
    }
  }

  private startWorker(name: string): void {
    if (this.workers.has(name) || this.closing) return;
    const { opts } = this.handlers.get(name)!;
    const worker = new Worker<QueuedJob>(name, (job) => this.process(name, job), {
      connection: this.redis,
      prefix: this.config.QUEUE_PREFIX,
      concurrency: opts.concurrency ?? 5,
    });
    worker.on('error', (err) => logger.warn({ err, queue: name }, 'job worker error'));
    this.workers.set(name, worker);
  }

  private async process(name: string, job: Job<QueuedJob>): Promise<void> {
    const { jobId } = job.data;
    const registered = this.handlers.get(name);
    if (!registered) throw new Error(`no handler for '${name}'`);
    const wipe = registered.opts.sensitive === true;
    const row = await this.store.startAttempt(jobId);
    if (!row) {
      logger.debug({ jobId, job: name }, 'job is not pending; skipped');
      return;
    }
    if (row.attemptsMade > row.attempts) {
      // A previous try started but never finished (the process died): the budget is spent.
      await this.store.recordFailure(jobId, row.lastError ?? 'no tries left: an earlier try never finished', true, wipe);
      return;
    }
    const ctx = { correlationId: row.correlationId ?? job.data.correlationId ?? randomUUID(), causationId: jobId };
    await requestContext.run(ctx, async () => {
      const started = Date.now();
      try {
        await registered.handler(row.payload as never, { jobId, attempt: row.attemptsMade });
      } catch (err) {
        const final = row.attemptsMade >= row.attempts;
        await this.store.recordFailure(jobId, errorText(err), final, wipe);
        logger[final ? 'error' : 'warn'](
          { err, jobId, job: name, attempt: row.attemptsMade, attempts: row.attempts },
          final ? 'job failed for good' : 'job failed; will retry',
        );
        if (final) throw new UnrecoverableError(errorText(err));
        throw err;
      }
      await this.store.markDone(jobId, wipe);
      logger.debug({ jobId, job: name, ms: Date.now() - started }, 'job done');
    });
  }

  private async sweep(): Promise<{ enqueued: number; promoted: number }> {
    const tally = { enqueued: 0, promoted: 0 };
    let after = '';
    for (;;) {
      const rows = await this.store.due(this.clock.now(), SWEEP_BATCH, after);
      // A few rows at a time: a big backlog after a Redis loss is re-enqueued in seconds, not minutes.
      for (let i = 0; i < rows.length && !this.closing; i += SWEEP_PARALLEL) {
        const outcomes = await Promise.all(rows.slice(i, i + SWEEP_PARALLEL).map((row) => this.sweepOne(row)));
        for (const o of outcomes) if (o) tally[o]++;
      }
      if (rows.length < SWEEP_BATCH || this.closing) break;
      after = rows[rows.length - 1]!.jobId;
    }
    if (tally.enqueued > 0) logger.info({ enqueued: tally.enqueued }, 'sweeper enqueued due jobs that were not in Redis');
    return tally;
  }

  /** Makes sure one due pending row is on its way in Redis; says what it had to do. */
  private async sweepOne(row: ScheduledJobRow): Promise<'enqueued' | 'promoted' | undefined> {
    const queue = this.queue(row.name);
    const job = await timeout(queue.getJob(queueJobId(row.jobId)), REDIS_TIMEOUT_MS, 'sweep');
    const state = job ? await timeout(job.getState(), REDIS_TIMEOUT_MS, 'sweep') : 'unknown';
    if (!job || state === 'unknown') {
      await this.enqueue(row);
      return 'enqueued';
    }
    if (state === 'delayed' && job.attemptsMade === 0) {
      // Due by PostgreSQL and the Clock but still waiting in Redis (clock moved, skew): run it now.
      return job.promote().then(
        () => 'promoted' as const,
        () => undefined,
      );
    }
    if (state === 'completed' || state === 'failed') {
      // Redis finished it but PostgreSQL still has it pending: run it again (it checks the row first).
      await job.remove().catch(() => undefined);
      await this.enqueue(row);
      return 'enqueued';
    }
    return undefined; // waiting, active, prioritized, or delayed for a retry: already in hand.
  }

  /** Queue depths from Redis, and from the job table what is scheduled and how long the oldest due job waits (read even while Redis is down). */
  private async collectDepths(): Promise<void> {
    queueDepth.reset();
    const fromRedis = Promise.all(
      [...this.queues.entries()].map(async ([name, q]) => {
        const counts = await timeout(q.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed'), REDIS_TIMEOUT_MS, 'metrics');
        for (const [state, n] of Object.entries(counts)) queueDepth.set({ queue: name, state }, n);
      }),
    );
    const fromTable = this.store.pendingCounts(this.clock.now()).then((rows) => {
      jobAge.reset();
      for (const { name, count, oldestDueAge } of rows) {
        queueDepth.set({ queue: name, state: 'scheduled' }, count);
        jobAge.set({ queue: name }, oldestDueAge);
      }
    });
    await Promise.all([fromRedis, fromTable]);
  }
}
