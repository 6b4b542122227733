import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { v5 as uuidV5 } from 'uuid';
import { advisoryKey, advisoryXactLockSql } from '../database/advisory-locks.js';
import { isDeadlockVictim } from '../database/pg-errors.js';
import { WritePath } from '../database/write-path.js';
import { PubSub } from '../graphql/pubsub.js';
import type { JobCatalog, JobName } from '../jobs/job-catalog.js';
import { JobsService } from '../jobs/jobs.service.js';
import { CommandExecutor, type FactsQuery } from './command-executor.js';
import type { Decider, LoadPolicy } from './decider.js';
import { ConcurrencyError } from './event-store.errors.js';
import type { DomainEvent, EventMetadata, StoredEvent } from './event-store.types.js';

/**
 * One kind of event stream, declared beside its decider: which stream a key names, the lock that
 * serialises its commands, what a repeated request is, the facts a decision reads under that lock,
 * what a command answers, and what it publishes once committed. EventStreams runs every declaration the same
 * way; no context keeps a runner of its own (docs/adr/0061-one-door-for-event-streams.md).
 */
export interface StreamDeclaration<K, C extends { type: string }, E extends DomainEvent, S, R, F = undefined> extends LoadPolicy<S, E> {
  decider: Decider<C, E, S, F>;
  /** The stream a key (usually the reader's id) names. */
  streamId(key: K): string;
  /** The advisory-lock namespace (LOCK_NAMESPACE) its commands are serialised under, per stream. */
  lockNamespace: number;
  /**
   * What makes a repeat of a request (same Idempotency-Key) the same request; absent: commands of
   * this stream are not idempotent by key (their events are, by their ids or their rules).
   */
  idempotency?(key: K, command: C): { scope: string; request: unknown };
  /**
   * What the decider needs from outside the stream for this command (its `facts`), read under the
   * lock in the stream's own load statement; absent or undefined: the decider gets `undefined`.
   */
  facts?(key: K, command: C): FactsQuery<F> | undefined;
  /** An event a job or a payment may append twice gets an id derived from this text, so the second is a no-op. */
  onceKey?(event: E): string | undefined;
  /** What the command answers (JSON: a repeat with the same Idempotency-Key answers it again). */
  result(outcome: { key: K; command: C; state: S; events: E[] }): R;
  /**
   * The jobs its appended events call for: recorded in the command's transaction (scheduled_jobs,
   * so a Redis loss loses none) and enqueued once it has committed (in a caller's transaction, by
   * the sweeper when due).
   */
  jobs?(outcome: { key: K; state: S; events: readonly E[] }): StreamJob[];
  /**
   * What to tell the reader's open pages once committed, when events were appended in a
   * transaction of our own (a GraphQL subscription's topic). Not awaited: a hint to refresh.
   */
  publish?(outcome: { key: K; result: R }): { topic: string; payload: unknown } | undefined;
}

/** A job a stream's events call for (JobsService.schedule). */
export interface StreamJob {
  name: JobName;
  payload: JobCatalog[JobName];
  jobId: string;
  runAt?: Date;
}

export interface RunOptions {
  /** Join a caller's transaction (a payment's settlement): no retry, no wake-up here, nothing published. */
  tx?: pg.PoolClient;
  /** Replaces the declared request a repeat is compared with, or (false) turns the key off for this command. */
  idempotency?: false | { request: unknown };
  metadata?: Partial<EventMetadata>;
}

/** A conflict under the stream's lock has one cause, a rebuild's switch; the second try finds the new generation. */
const ATTEMPTS = 3;

@Injectable()
export class EventStreams {
  constructor(
    private readonly writes: WritePath,
    private readonly executor: CommandExecutor,
    private readonly pubsub: PubSub,
    private readonly jobs: JobsService,
  ) {}

  /** The stream's state from its log (no lock: for reads that decide nothing). */
  async load<K, C extends { type: string }, E extends DomainEvent, S, R, F>(
    stream: StreamDeclaration<K, C, E, S, R, F>,
    key: K,
  ): Promise<S> {
    return (await this.executor.load(stream.decider, stream.streamId(key), { policy: stream })).state;
  }

  /**
   * Runs `command` on the key's stream: under the stream's lock in one transaction (shared with
   * others by group commit when the write fast path is on), load with its facts, decide, append
   * with the inline projections and record the jobs its events call for; once committed, wake the
   * subscribers, enqueue the jobs and publish its message. A concurrency conflict or a deadlock
   * victim is run again.
   */
  async run<K, C extends { type: string }, E extends DomainEvent, S, R, F>(
    stream: StreamDeclaration<K, C, E, S, R, F>,
    key: K,
    command: C,
    opts: RunOptions = {},
  ): Promise<R> {
    return (await this.runForEvents(stream, key, command, opts)).result;
  }

  /** `run`, also answering the events appended (none on a replay or when nothing was decided). */
  async runForEvents<K, C extends { type: string }, E extends DomainEvent, S, R, F>(
    stream: StreamDeclaration<K, C, E, S, R, F>,
    key: K,
    command: C,
    opts: RunOptions = {},
  ): Promise<{ result: R; events: StoredEvent[] }> {
    const streamId = stream.streamId(key);
    const decider = stream.onceKey ? withOnceIds(stream.decider, streamId, stream.onceKey) : stream.decider;
    const declared = stream.idempotency?.(key, command);
    const idempotency =
      opts.idempotency === false || !declared
        ? (false as const)
        : { scope: declared.scope, request: opts.idempotency?.request ?? declared.request };
    const unit = async (tx: pg.PoolClient) => {
      let state: S | undefined;
      const out = await this.executor.execute(decider, streamId, command, {
        tx,
        wakeAfterCommit: !opts.tx,
        idempotency,
        metadata: opts.metadata,
        facts: stream.facts?.(key, command),
        policy: stream,
        result: (o) => {
          state = o.state;
          return stream.result({ key, command, state: o.state, events: o.events });
        },
      });
      const jobs =
        state !== undefined && out.events.length && stream.jobs ? stream.jobs({ key, state, events: out.events as unknown as E[] }) : [];
      for (const job of jobs) await this.jobs.schedule(job.name, job.payload, { jobId: job.jobId, runAt: job.runAt, tx });
      return { result: out.result, events: out.events as StoredEvent[], jobIds: jobs.map((j) => j.jobId) };
    };
    const lock = advisoryKey(stream.lockNamespace, streamId);
    if (opts.tx) {
      await opts.tx.query(advisoryXactLockSql(lock));
      const { result, events } = await unit(opts.tx);
      return { result, events };
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const done = await this.writes.runUnderLock(lock, unit);
        if (done.events.length) {
          this.executor.wake(
            stream.decider.streamType,
            done.events.map((e) => e.type),
          );
          await this.jobs.dispatch(...done.jobIds);
          const message = stream.publish?.({ key, result: done.result });
          if (message) this.pubsub.publish(message.topic, message.payload).catch(() => undefined);
        }
        return { result: done.result, events: done.events };
      } catch (e) {
        if ((e instanceof ConcurrencyError || isDeadlockVictim(e)) && attempt < ATTEMPTS) continue;
        throw e;
      }
    }
  }
}

/** Namespace of the name-based ids of once-only events (a fixed random UUID). */
const ONCE_NAMESPACE = '3b9d4f0e-5c1a-4e7b-8f2d-6a0c9e1b7d54';

/** The decider with the ids of its once-only events derived from the stream and their key. */
function withOnceIds<C extends { type: string }, E extends DomainEvent, S, F>(
  decider: Decider<C, E, S, F>,
  streamId: string,
  onceKey: (e: E) => string | undefined,
): Decider<C, E, S, F> {
  return {
    ...decider,
    decide: (c: C, s: S, f?: F) =>
      (decider.decide as (c: C, s: S, f?: F) => E[])(c, s, f).map((e) => {
        const key = onceKey(e);
        return key ? { ...e, id: uuidV5(`${streamId}:${key}`, ONCE_NAMESPACE) } : e;
      }),
  };
}
