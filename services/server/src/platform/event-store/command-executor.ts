import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { requestContext } from '../context/request-context.js';
import type { Decider, LoadPolicy } from './decider.js';
import { fold, snapshotInterval } from './decider.js';
import { isDeadlockVictim } from '../database/pg-errors.js';
import { ConcurrencyError, DuplicateEventError, IdempotencyKeyTakenError, keyReusedError } from './event-store.errors.js';
import type { DomainEvent, EventMetadata, StoredEvent } from './event-store.types.js';
import { EventStore } from './event-store.js';

/**
 * Facts a decision needs from outside the stream (e.g. a read model kept inline with it), read in
 * the same statement as the stream: after the caller's lock, at no extra round trip. `sql` is a
 * scalar subquery with its own $1…$n (`params`); `read` turns its value into the decider's facts.
 */
export interface FactsQuery<F> {
  sql: string;
  params: unknown[];
  read(value: unknown): F;
}

export interface ExecuteOptions<State, Event extends DomainEvent, Result, Facts = undefined> {
  /** Shapes what the caller (and a repeat with the same Idempotency-Key) gets back; JSON only. */
  result?: (outcome: { state: State; events: Event[]; version: number }) => Result;
  /**
   * Idempotency: by default the request context's Idempotency-Key, scoped to the user, stream
   * type and command type. `request` is the client's payload: a repeat with another is refused.
   * `false` turns it off.
   */
  idempotency?: false | { key?: string; scope?: string; request?: unknown };
  /** Conflicting concurrent writers: reload and decide again this many times, then give up. */
  maxRetries?: number;
  metadata?: Partial<EventMetadata>;
  /** Run inside a caller's transaction (no retries there: a conflict aborts that transaction). */
  tx?: pg.PoolClient;
  /**
   * With `tx`: the caller commits it and then calls `wake(streamType)` when events were appended,
   * instead of a NOTIFY inside the transaction (whose commit would queue on the notify lock).
   */
  wakeAfterCommit?: boolean;
  /** What the decision reads from outside the stream; absent: the decider gets `undefined`. */
  facts?: FactsQuery<Facts>;
  /** Snapshots and compaction (the stream declaration's). */
  policy?: LoadPolicy<State, Event>;
}

export interface ExecuteOutcome<State, Event extends DomainEvent, Result> {
  result: Result;
  /** True when a repeat of an earlier request: nothing was decided or written. */
  replayed: boolean;
  /** Absent on a replay. */
  state?: State;
  events: StoredEvent<Event['type']>[];
  version?: number;
}

export interface LoadedStream<State> {
  state: State;
  version: number;
  snapshotVersion: number;
  /** The loaded snapshot's stored size in bytes; absent without one. */
  snapshotBytes?: number;
  facts?: unknown;
}

type AnyDecider<C extends { type: string }, E extends DomainEvent, S> = Decider<C, E, S, any>;

/**
 * Runs a command against one stream: load (snapshot + tail), decide, append with the version it
 * read, retry on a concurrency conflict (or as a deadlock's victim), honour the Idempotency-Key.
 */
@Injectable()
export class CommandExecutor {
  constructor(private readonly store: EventStore) {}

  async load<C extends { type: string }, E extends DomainEvent, S>(
    decider: AnyDecider<C, E, S>,
    streamId: string,
    opts: { tx?: pg.PoolClient; facts?: Pick<FactsQuery<unknown>, 'sql' | 'params'>; policy?: LoadPolicy<S, E> } = {},
  ): Promise<LoadedStream<S>> {
    const { tx: q, facts, policy } = opts;
    let state = decider.initialState();
    let version = 0;
    let snapshotVersion = 0;
    let snapshotBytes: number | undefined;
    const snap = policy?.snapshot;
    // Inside a caller's transaction every read goes through it: a second pooled connection while
    // holding the first (and perhaps a lock) can exhaust the pool and deadlock.
    const {
      snapshot,
      events: tail,
      facts: factsValue,
    } = await this.store.readFromSnapshot(streamId, decider.streamType, snap?.schemaVersion ?? null, q, facts);
    if (snap && snapshot) {
      state = snap.fromJSON ? snap.fromJSON(snapshot.state) : (snapshot.state as S);
      version = snapshotVersion = snapshot.version;
      snapshotBytes = snapshot.bytes;
    }
    state = fold(decider, state, tail as unknown as E[], policy);
    if (tail.length) version = tail[tail.length - 1].streamPosition;
    return { state, version, snapshotVersion, snapshotBytes, facts: factsValue };
  }

  async execute<C extends { type: string }, E extends DomainEvent, S, R = { version: number }, F = undefined>(
    decider: Decider<C, E, S, F>,
    streamId: string,
    command: C,
    opts: ExecuteOptions<S, E, R, F> = {},
  ): Promise<ExecuteOutcome<S, E, R>> {
    const claim = this.claimFor(decider, command, opts);
    if (claim) {
      const earlier = await this.replay<R>(claim, opts.tx);
      if (earlier) return earlier;
    }
    const shape = opts.result ?? ((o) => ({ version: o.version }) as R);
    const maxRetries = opts.tx ? 0 : (opts.maxRetries ?? 3);
    for (let attempt = 0; ; attempt++) {
      const loaded = await this.load(decider, streamId, { tx: opts.tx, facts: opts.facts, policy: opts.policy });
      const facts = (opts.facts ? opts.facts.read(loaded.facts) : undefined) as F;
      const decided = (decider.decide as (c: C, s: S, f: F) => E[])(command, loaded.state, facts);
      const state = fold(decider, loaded.state, decided, opts.policy);
      const version = loaded.version + decided.length;
      const result = shape({ state, events: decided, version });
      if (!decided.length) return { result, replayed: false, state, events: [], version };
      const snap = opts.policy?.snapshot;
      const snapshot = snap ? snapshotDue(snap, state, version - loaded.snapshotVersion, loaded.snapshotBytes) : undefined;
      try {
        const appended = await this.store.append(
          {
            streamId,
            streamType: decider.streamType,
            expectedVersion: loaded.version,
            events: decided,
            metadata: opts.metadata,
            idempotency: claim ? { ...claim, response: result } : undefined,
            snapshot: snapshot && { type: decider.streamType, schemaVersion: snap!.schemaVersion, state: snapshot.json },
          },
          opts.tx,
          { wakeAfterCommit: opts.wakeAfterCommit },
        );
        return { result, replayed: false, state, events: appended.events as StoredEvent<E['type']>[], version: appended.version };
      } catch (e) {
        if ((e instanceof ConcurrencyError || isDeadlockVictim(e)) && attempt < maxRetries) continue;
        if (e instanceof IdempotencyKeyTakenError && claim) {
          const earlier = await this.replay<R>(claim); // the transaction is aborted: ask outside it
          if (earlier) return earlier;
        }
        if (e instanceof DuplicateEventError) return { result, replayed: true, events: [] };
        throw e;
      }
    }
  }

  /** Wakes the subscribers of these event types; for callers that ran `execute` with `wakeAfterCommit`. */
  wake(streamType: string, eventTypes: Iterable<string>): void {
    this.store.wake(streamType, eventTypes);
  }

  private claimFor<C extends { type: string }>(decider: AnyDecider<C, any, any>, command: C, opts: ExecuteOptions<any, any, any, any>) {
    if (opts.idempotency === false) return undefined;
    const ctx = requestContext.get();
    const key = opts.idempotency?.key ?? ctx?.idempotencyKey;
    if (!key) return undefined;
    const scope = opts.idempotency?.scope ?? `${ctx?.userId ?? '-'}:${decider.streamType}:${command.type}`;
    const request = opts.idempotency?.request;
    const requestHash = request === undefined ? undefined : createHash('sha256').update(stableJson(request)).digest('hex');
    return { key, scope, requestHash };
  }

  private async replay<R>(
    claim: { scope: string; key: string; requestHash?: string },
    tx?: pg.PoolClient,
  ): Promise<ExecuteOutcome<any, any, R> | undefined> {
    const earlier = await this.store.findIdempotent(claim.scope, claim.key, tx);
    if (!earlier) return undefined;
    if (claim.requestHash && earlier.requestHash && claim.requestHash !== earlier.requestHash) throw keyReusedError();
    return { result: earlier.response as R, replayed: true, events: [] };
  }
}

/**
 * The snapshot to store with this append, if one is due (see snapshotInterval): sized by the
 * stored snapshot, or, before the first, by the state about to be stored.
 */
function snapshotDue<S>(
  snap: NonNullable<LoadPolicy<S, any>['snapshot']>,
  state: S,
  eventsSince: number,
  storedBytes?: number,
): { json: unknown } | undefined {
  const json = () => (snap.toJSON ? snap.toJSON(state) : state);
  if (storedBytes !== undefined) return eventsSince >= snapshotInterval(storedBytes, snap.every) ? { json: json() } : undefined;
  const first = json();
  return eventsSince >= snapshotInterval(Buffer.byteLength(JSON.stringify(first)), snap.every) ? { json: first } : undefined;
}

/** JSON with object keys sorted, so equal payloads hash equally whatever their key order. */
export const stableJson = (v: unknown): string => stringify(v) ?? 'null';
