import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type pg from 'pg';
import { LOCK_NAMESPACE, XACT_LOCK_ON_NAME_SQL } from '../database/advisory-locks.js';
import { PG_POOL, prepared, shiftParams, withTransaction } from '../database/pg-pool.js';
import { WritePath } from '../database/write-path.js';
import { Clock } from '../clock/clock.js';
import { requestContext } from '../context/request-context.js';
import { eventsAppended } from '../metrics/metrics.js';
import { validationError } from '../errors/domain-error.js';
import { AppendHook } from './append-hook.js';
import { ConcurrencyError, DuplicateEventError, IdempotencyKeyTakenError } from './event-store.errors.js';
import type { AppendingEvent, AppendRequest, AppendResult, DomainEvent, EventMetadata, StoredEvent } from './event-store.types.js';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './stored-event.js';
import { SubscriberWakeUp, wakeUpPayload } from './subscriber-wake-up.js';
import { upcasters } from './upcasters.js';

/** Channel that wakes subscribers after a commit (payload: see wakeUpPayload). */
export const EVENTS_CHANNEL = 'koma_events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPE_NAME = /^[A-Z][A-Za-z0-9]{0,99}$/;

/** A stored snapshot; `bytes`: the length of its JSON text (what a load reads and parses). */
export interface StoredSnapshot {
  version: number;
  state: unknown;
  bytes: number;
}

/**
 * The PostgreSQL event store (schema `es`). One append = one transaction: stream version check
 * first, then the events, the idempotency claim and the inline projections; the subscribers are
 * woken once it commits (see SubscriberWakeUp).
 */
@Injectable()
export class EventStore {
  private readonly wakeUp: SubscriberWakeUp;
  /** The write fast path (WritePath.fast): a load carries the command's facts in its own statement. */
  private readonly fast: boolean;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    @Optional() private readonly hook?: AppendHook,
    @Optional() @Inject(WritePath) path?: Pick<WritePath, 'fast'>,
  ) {
    this.wakeUp = new SubscriberWakeUp(pool, EVENTS_CHANNEL);
    this.fast = path?.fast ?? true;
  }

  /**
   * Appends in its own transaction, or inside `tx` when the caller already holds one. In a
   * caller's transaction the commit is theirs: the NOTIFY goes in it, delivered at commit, unless
   * `wakeAfterCommit` says the caller will call `wake` once it has committed (which keeps its
   * commit off PostgreSQL's notify lock, see SubscriberWakeUp).
   */
  async append(req: AppendRequest, tx?: pg.PoolClient, opts: { wakeAfterCommit?: boolean } = {}): Promise<AppendResult> {
    validate(req);
    const run = (client: pg.PoolClient) => this.appendIn(client, req, !!tx && !opts.wakeAfterCommit);
    const result = await (tx ? run(tx) : withTransaction(this.pool, run)).catch((e) => {
      throw translate(e, req);
    });
    if (result.events.length) {
      eventsAppended.inc({ stream_type: req.streamType }, result.events.length);
      if (!tx)
        this.wakeUp.wake(
          req.streamType,
          req.events.map((e) => e.type),
        );
    }
    return result;
  }

  private async appendIn(client: pg.PoolClient, req: AppendRequest, notifyInTx: boolean): Promise<AppendResult> {
    const n = req.events.length;
    const now = this.clock.now();
    if (n === 0) {
      const { rows } = await client.query('SELECT version FROM es.streams WHERE stream_id = $1', [req.streamId]);
      const version = rows[0]?.version ?? 0;
      if (req.expectedVersion !== 'any' && version !== req.expectedVersion) throw new ConcurrencyError(req.streamId, req.expectedVersion);
      return { version, events: [] };
    }
    // Without a version check, concurrent appenders would queue on the stream row after taking
    // their transaction ids, in any order. Queue first on a lock that takes no id.
    if (req.expectedVersion === 'any') await client.query(XACT_LOCK_ON_NAME_SQL, [LOCK_NAMESPACE.streamAppend, req.streamId]);
    const ctx = requestContext.get();
    const metadata: EventMetadata = {
      correlationId: ctx?.correlationId ?? randomUUID(),
      ...(ctx?.userId ? { userId: ctx.userId } : {}),
      ...(ctx?.causationId ? { causationId: ctx.causationId } : {}),
      ...(ctx?.idempotencyKey ? { idempotencyKey: ctx.idempotencyKey } : {}),
      ...req.metadata,
    };
    const ids = req.events.map((e) => e.id ?? randomUUID());
    const types = req.events.map((e) => e.type);
    const schemaVersions = req.events.map((e) => upcasters.currentVersion(e.type));
    const c = req.idempotency;
    const snap = req.snapshot;
    // One statement, one round trip: (1) the conditional stream write (`v`; every other part reads
    // its row, so it runs first and per-stream order follows transaction ids; no row = the version
    // moved = nothing is written), (2) the events, (3) the idempotency claim (a concurrent repeat
    // with the same key fails here and rolls back), the snapshot: an UPDATE of the stream's row,
    // or the first one's INSERT (not an upsert, whose speculative insertion and row lock cost a
    // purchase WAL every time; the stream write `v` already serialises its writers).
    const streamWrite =
      req.expectedVersion === 'any'
        ? `INSERT INTO es.streams AS s (stream_id, stream_type, version, created_at, updated_at) VALUES ($1, $9, $2::bigint + $3::int, $8, $8)
         ON CONFLICT (stream_id) DO UPDATE SET version = s.version + $3::int, updated_at = $8 RETURNING version`
        : req.expectedVersion === 0
          ? `INSERT INTO es.streams (stream_id, stream_type, version, created_at, updated_at) VALUES ($1, $9, $2::bigint + $3::int, $8, $8)
           ON CONFLICT (stream_id) DO NOTHING RETURNING version`
          : 'UPDATE es.streams SET version = $2::bigint + $3::int, updated_at = $8 WHERE stream_id = $1 AND version = $2::bigint RETURNING version';
    // (4) What the hook (the inline projections) adds to this statement: the live generations it
    // looks up, and perhaps the read models' writes themselves (see InlineProjector).
    const appending: AppendingEvent[] = req.events.map((e, i) => ({
      eventId: ids[i]!,
      type: e.type,
      data: e.data ?? null,
      schemaVersion: schemaVersions[i]!,
      streamId: req.streamId,
      streamType: req.streamType,
      metadata,
      createdAt: now,
    }));
    const plan = this.hook?.plan(appending, 'EXISTS (SELECT 1 FROM v)');
    const OWN_PARAMS = 17;
    let rows: Array<{ stream_position: number; global_position: number; transaction_id: string; hook: unknown }>;
    try {
      ({ rows } = await client.query(
        prepared(
          `WITH v AS (${streamWrite}),
         ins AS (
           INSERT INTO es.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at)
           SELECT $1, v.version - $3::int + t.ord, t.id, t.type, t.sv, t.data, $7, $8
             FROM v, unnest($4::uuid[], $5::text[], $6::int[], $10::jsonb[]) WITH ORDINALITY AS t(id, type, sv, data, ord)
           RETURNING stream_position, global_position, transaction_id),
         claim AS (
           INSERT INTO es.idempotency_keys (scope, key, request_hash, stream_id, response, created_at)
           SELECT $11::text, $12::text, $13::text, $1, $14::jsonb, $8 FROM v WHERE $11::text IS NOT NULL),
         snap_moved AS (
           UPDATE es.snapshots x SET snapshot_type = $15::text, schema_version = $16::int, version = v.version, state = $17::jsonb, created_at = $8
             FROM v WHERE x.stream_id = $1 AND $15::text IS NOT NULL RETURNING 1),
         snap AS (
           INSERT INTO es.snapshots (stream_id, snapshot_type, schema_version, version, state, created_at)
           SELECT $1, $15::text, $16::int, v.version, $17::jsonb, $8 FROM v WHERE $15::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM snap_moved))${
             plan ? plan.ctes.map((c) => `,\n${shiftParams(c, OWN_PARAMS)}`).join('') : ''
           }
         SELECT e.stream_position, e.global_position, e.transaction_id::text AS transaction_id,
                $9::text AS stream_type, -- unused here; it gives $9 its type where the stream write does not
                ${plan ? `(${shiftParams(plan.value, OWN_PARAMS)})` : 'NULL'} AS hook
           FROM ins e ORDER BY e.stream_position`,
          [
            req.streamId,
            req.expectedVersion === 'any' ? 0 : req.expectedVersion,
            n,
            ids,
            types,
            schemaVersions,
            JSON.stringify(metadata),
            now,
            req.streamType,
            req.events.map((e) => JSON.stringify(e.data ?? null)),
            c?.scope ?? null,
            c?.key ?? null,
            c?.requestHash ?? null,
            c ? JSON.stringify(c.response ?? null) : null,
            snap?.type ?? null,
            snap?.schemaVersion ?? null,
            snap ? JSON.stringify(snap.state) : null,
            ...(plan?.params ?? []),
          ],
        ),
      ));
    } catch (e) {
      if (plan && this.hook!.appendFailed(e, plan.context)) throw new ConcurrencyError(req.streamId, req.expectedVersion);
      throw e;
    }
    if (rows.length !== n) throw new ConcurrencyError(req.streamId, req.expectedVersion);
    // The stored events are what was sent, with the positions the log gave them, rather than the
    // rows read back (a dozen columns each, data and metadata parsed again). Event data is plain
    // JSON (what a decider emits), written at its type's current schema version.
    const events: StoredEvent[] = rows.map((r, i): StoredEvent => ({
      ...appending[i]!,
      streamPosition: Number(r.stream_position),
      globalPosition: Number(r.global_position),
      transactionId: r.transaction_id,
    }));
    const version = events[n - 1]!.streamPosition;

    // (4) The inline projections' remaining work, (5) wake the subscribers: here only inside a
    // caller's transaction, else after the commit (append()).
    if (this.hook) await this.hook.afterAppend(client, events, plan ? rows[0]!.hook : undefined, plan?.context);
    if (notifyInTx) await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, wakeUpPayload(req.streamType, types)]);
    return { version, events };
  }

  /**
   * A stream's latest snapshot if it was taken with this type and schema version, and the events
   * after it, in one statement (one round trip, one view of the stream). The snapshot's state
   * comes on the first row only. `schemaVersion` null: no snapshot, the whole stream. `facts`: a
   * scalar subquery (its own $1…$n) evaluated in the same statement (with the write fast path off:
   * in a statement of its own, after the load), returned as `facts`. The
   * events are what a decider folds (type and upcast data) with their positions: a load reads no
   * metadata, ids or times, whose columns and JSON the driver would otherwise build and parse.
   */
  async readFromSnapshot(
    streamId: string,
    type: string,
    schemaVersion: number | null,
    q: Pick<pg.PoolClient, 'query'> = this.pool,
    facts?: { sql: string; params: unknown[] },
  ): Promise<{ snapshot?: StoredSnapshot; events: Array<DomainEvent & { streamPosition: number }>; facts?: unknown }> {
    if (facts && !this.fast) {
      const loaded = await this.readFromSnapshot(streamId, type, schemaVersion, q);
      const { rows } = await q.query<{ facts: unknown }>(`SELECT (${facts.sql}) AS facts`, facts.params);
      return { ...loaded, facts: rows[0]!.facts };
    }
    const factsSql = facts ? shiftParams(facts.sql, 3) : 'NULL';
    const { rows } = await q.query<{
      event_type: string | null;
      schema_version: number;
      data: unknown;
      stream_position: number;
      snapshot_version: number | null;
      snapshot_state: string | null;
      facts: unknown;
    }>(
      prepared(
        `WITH snap AS (SELECT version, state FROM es.snapshots WHERE stream_id = $1 AND snapshot_type = $2 AND schema_version = $3)
       SELECT (${factsSql}) AS facts, sn.version AS snapshot_version,
              CASE WHEN ev.stream_position IS NULL OR ev.stream_position = coalesce(sn.version, 0) + 1 THEN sn.state::text END AS snapshot_state, ev.*
         FROM (SELECT 1) AS one
         LEFT JOIN snap sn ON true
         LEFT JOIN LATERAL (
           SELECT e.event_type, e.schema_version, e.data, e.stream_position FROM es.events e
            WHERE e.stream_id = $1 AND e.stream_position > coalesce(sn.version, 0)) ev ON true
        ORDER BY ev.stream_position`,
        [streamId, type, schemaVersion, ...(facts?.params ?? [])],
      ),
    );
    const first = rows[0]!; // one row at least: the outer LEFT JOINs start from a single row
    const snapshot =
      first.snapshot_version !== null
        ? { version: Number(first.snapshot_version), state: JSON.parse(first.snapshot_state!), bytes: first.snapshot_state!.length }
        : undefined;
    const events =
      first.event_type === null
        ? []
        : rows.map((r) => {
            const { data } = upcasters.upcast(r.event_type!, r.schema_version, r.data);
            return { type: r.event_type!, data, streamPosition: Number(r.stream_position) };
          });
    return { snapshot, events, facts: first.facts };
  }

  /** Wakes the subscribers of these event types after a commit (coalesced; see SubscriberWakeUp). */
  wake(streamType: string, eventTypes: Iterable<string>): void {
    this.wakeUp.wake(streamType, eventTypes);
  }

  /** The stream's events after `afterVersion` (all by default), upcast, in order. */
  async readStream(streamId: string, afterVersion = 0, q: Pick<pg.PoolClient, 'query'> = this.pool): Promise<StoredEvent[]> {
    const { rows } = await q.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es.events e JOIN es.streams s USING (stream_id)
        WHERE e.stream_id = $1 AND e.stream_position > $2 ORDER BY e.stream_position`,
      [streamId, afterVersion],
    );
    return rows.map(toStoredEvent);
  }

  async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query('SELECT version FROM es.streams WHERE stream_id = $1', [streamId]);
    return rows[0]?.version ?? 0;
  }

  /** The stored answer of an earlier request with this idempotency key, if any. */
  async findIdempotent(
    scope: string,
    key: string,
    q: Pick<pg.PoolClient, 'query'> = this.pool,
  ): Promise<{ requestHash: string | null; response: unknown } | undefined> {
    const { rows } = await q.query('SELECT request_hash, response FROM es.idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
    return rows[0] ? { requestHash: rows[0].request_hash, response: rows[0].response } : undefined;
  }
}

function validate(req: AppendRequest): void {
  if (typeof req.streamId !== 'string' || req.streamId.length < 1 || req.streamId.length > 200)
    throw validationError('streamId must be 1–200 characters');
  if (typeof req.streamType !== 'string' || !/^[a-z][a-z0-9_.-]{0,99}$/.test(req.streamType))
    throw validationError('streamType must be a lower-case name');
  const ev = req.expectedVersion;
  if (ev !== 'any' && !(Number.isSafeInteger(ev) && ev >= 0))
    throw validationError('expectedVersion must be a non-negative integer or "any"');
  for (const e of req.events) {
    if (!TYPE_NAME.test(e.type)) throw validationError(`event type ${JSON.stringify(e.type)} must be a PascalCase name`);
    if (e.id !== undefined && !UUID.test(e.id)) throw validationError(`event id ${JSON.stringify(e.id)} must be a UUID`);
  }
  if (req.idempotency && (!req.idempotency.key || req.idempotency.key.length > 200))
    throw validationError('Idempotency-Key must be 1–200 characters');
}

/** Maps unique violations of a failed append to the store's typed errors. */
function translate(e: unknown, req: AppendRequest): unknown {
  const pgErr = e as { code?: string; constraint?: string };
  if (pgErr.code !== '23505') return e;
  if (pgErr.constraint === 'events_event_id_key') return new DuplicateEventError(req.events.flatMap((x) => (x.id ? [x.id] : [])));
  if (pgErr.constraint === 'idempotency_keys_pkey' && req.idempotency)
    return new IdempotencyKeyTakenError(req.idempotency.scope, req.idempotency.key);
  if (pgErr.constraint === 'events_pkey') return new ConcurrencyError(req.streamId, req.expectedVersion);
  return e;
}
