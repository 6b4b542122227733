import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, withTransaction } from '../database/pg-pool.js';
import { Clock } from '../clock/clock.js';
import { requestContext } from '../context/request-context.js';
import { eventsAppended } from '../metrics/metrics.js';
import { validationError } from '../errors/domain-error.js';
import { AppendHook } from './append-hook.js';
import { ConcurrencyError, DuplicateEventError, IdempotencyKeyTakenError } from './event-store.errors.js';
import type { AppendRequest, AppendResult, EventMetadata, StoredEvent } from './event-store.types.js';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './stored-event.js';
import { SubscriberWakeUp } from './subscriber-wake-up.js';
import { upcasters } from './upcasters.js';

/** Channel that wakes subscribers after a commit (payload: the stream type). */
export const EVENTS_CHANNEL = 'koma_events';

/** Advisory-lock namespace for appends without a version check (second key: hashtext(stream id)). */
const STREAM_LOCK = 7274000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPE_NAME = /^[A-Z][A-Za-z0-9]{0,99}$/;

export interface StoredSnapshot { version: number; state: unknown }

/**
 * The PostgreSQL event store (schema `es`). One append = one transaction: stream version check
 * first, then the events, the idempotency claim and the inline projections; the subscribers are
 * woken once it commits (see SubscriberWakeUp).
 */
@Injectable()
export class EventStore {
  private readonly wakeUp: SubscriberWakeUp;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    @Optional() private readonly hook?: AppendHook,
  ) {
    this.wakeUp = new SubscriberWakeUp(pool, EVENTS_CHANNEL);
  }

  /** Appends in its own transaction, or inside `tx` when the caller already holds one. */
  async append(req: AppendRequest, tx?: pg.PoolClient): Promise<AppendResult> {
    validate(req);
    // In a caller's transaction the commit is theirs: the NOTIFY goes in it, delivered at commit.
    const run = (client: pg.PoolClient) => this.appendIn(client, req, !!tx);
    const result = await (tx ? run(tx) : withTransaction(this.pool, run)).catch((e) => { throw translate(e, req); });
    if (result.events.length) {
      eventsAppended.inc({ stream_type: req.streamType }, result.events.length);
      if (!tx) this.wakeUp.wake(req.streamType);
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
    // (1) The conditional stream write comes first, so per-stream order follows transaction ids.
    let version: number;
    if (req.expectedVersion === 'any') {
      // Without a version check, concurrent appenders would queue on the stream row after taking
      // their transaction ids, in any order. Queue first on a lock that takes no id.
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STREAM_LOCK, req.streamId]);
      const { rows } = await client.query(
        `INSERT INTO es.streams AS s (stream_id, stream_type, version, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (stream_id) DO UPDATE SET version = s.version + $3, updated_at = $4 RETURNING version`,
        [req.streamId, req.streamType, n, now]);
      version = rows[0].version;
    } else if (req.expectedVersion === 0) {
      const { rowCount } = await client.query(
        `INSERT INTO es.streams (stream_id, stream_type, version, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (stream_id) DO NOTHING`,
        [req.streamId, req.streamType, n, now]);
      if (!rowCount) throw new ConcurrencyError(req.streamId, 0);
      version = n;
    } else {
      const { rowCount } = await client.query(
        'UPDATE es.streams SET version = $2 + $3, updated_at = $4 WHERE stream_id = $1 AND version = $2',
        [req.streamId, req.expectedVersion, n, now]);
      if (!rowCount) throw new ConcurrencyError(req.streamId, req.expectedVersion);
      version = req.expectedVersion + n;
    }

    // (2) The events, in one statement.
    const ctx = requestContext.get();
    const metadata: EventMetadata = {
      correlationId: ctx?.correlationId ?? randomUUID(),
      ...(ctx?.userId ? { userId: ctx.userId } : {}),
      ...(ctx?.causationId ? { causationId: ctx.causationId } : {}),
      ...(ctx?.idempotencyKey ? { idempotencyKey: ctx.idempotencyKey } : {}),
      ...req.metadata,
    };
    const ids = req.events.map((e) => e.id ?? randomUUID());
    const { rows } = await client.query<EventRow>(
      `WITH ins AS (
         INSERT INTO es.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at)
         SELECT $1, $2 + t.ord, t.id, t.type, t.sv, t.data, $7, $8
           FROM unnest($3::uuid[], $4::text[], $5::int[], $6::jsonb[]) WITH ORDINALITY AS t(id, type, sv, data, ord)
         RETURNING *)
       SELECT ${EVENT_COLUMNS} FROM ins e CROSS JOIN (SELECT $9::text AS stream_type) s ORDER BY e.stream_position`,
      [req.streamId, version - n, ids, req.events.map((e) => e.type), req.events.map((e) => upcasters.currentVersion(e.type)),
        req.events.map((e) => JSON.stringify(e.data ?? null)), JSON.stringify(metadata), now, req.streamType]);
    const events = rows.map(toStoredEvent);

    // (3) The idempotency claim: a concurrent repeat with the same key fails here and rolls back.
    if (req.idempotency) {
      const c = req.idempotency;
      await client.query(
        `INSERT INTO es.idempotency_keys (scope, key, request_hash, stream_id, response, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [c.scope, c.key, c.requestHash ?? null, req.streamId, JSON.stringify(c.response ?? null), now]);
    }
    if (req.snapshot) {
      const s = req.snapshot;
      await client.query(
        `INSERT INTO es.snapshots AS x (stream_id, snapshot_type, schema_version, version, state, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (stream_id) DO UPDATE SET snapshot_type = $2, schema_version = $3, version = $4, state = $5, created_at = $6`,
        [req.streamId, s.type, s.schemaVersion, version, JSON.stringify(s.state), now]);
    }
    // (4) Inline projections, (5) wake the subscribers: here only inside a caller's transaction,
    // else after the commit (append()).
    if (this.hook) await this.hook.afterAppend(client, events);
    if (notifyInTx) await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, req.streamType]);
    return { version, events };
  }

  /** The stream's events after `afterVersion` (all by default), upcast, in order. */
  async readStream(streamId: string, afterVersion = 0, q: Pick<pg.PoolClient, 'query'> = this.pool): Promise<StoredEvent[]> {
    const { rows } = await q.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es.events e JOIN es.streams s USING (stream_id)
        WHERE e.stream_id = $1 AND e.stream_position > $2 ORDER BY e.stream_position`,
      [streamId, afterVersion]);
    return rows.map(toStoredEvent);
  }

  async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query('SELECT version FROM es.streams WHERE stream_id = $1', [streamId]);
    return rows[0]?.version ?? 0;
  }

  /** The latest snapshot of a stream if it was taken with this type and schema version. */
  async readSnapshot(streamId: string, type: string, schemaVersion: number, q: Pick<pg.PoolClient, 'query'> = this.pool): Promise<StoredSnapshot | undefined> {
    const { rows } = await q.query(
      'SELECT version, state FROM es.snapshots WHERE stream_id = $1 AND snapshot_type = $2 AND schema_version = $3',
      [streamId, type, schemaVersion]);
    return rows[0] ? { version: rows[0].version, state: rows[0].state } : undefined;
  }

  /** The stored answer of an earlier request with this idempotency key, if any. */
  async findIdempotent(scope: string, key: string, q: Pick<pg.PoolClient, 'query'> = this.pool): Promise<{ requestHash: string | null; response: unknown } | undefined> {
    const { rows } = await q.query('SELECT request_hash, response FROM es.idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
    return rows[0] ? { requestHash: rows[0].request_hash, response: rows[0].response } : undefined;
  }
}

function validate(req: AppendRequest): void {
  if (typeof req.streamId !== 'string' || req.streamId.length < 1 || req.streamId.length > 200) throw validationError('streamId must be 1–200 characters');
  if (typeof req.streamType !== 'string' || !/^[a-z][a-z0-9_.-]{0,99}$/.test(req.streamType)) throw validationError('streamType must be a lower-case name');
  const ev = req.expectedVersion;
  if (ev !== 'any' && !(Number.isSafeInteger(ev) && ev >= 0)) throw validationError('expectedVersion must be a non-negative integer or "any"');
  for (const e of req.events) {
    if (!TYPE_NAME.test(e.type)) throw validationError(`event type ${JSON.stringify(e.type)} must be a PascalCase name`);
    if (e.id !== undefined && !UUID.test(e.id)) throw validationError(`event id ${JSON.stringify(e.id)} must be a UUID`);
  }
  if (req.idempotency && (!req.idempotency.key || req.idempotency.key.length > 200)) throw validationError('Idempotency-Key must be 1–200 characters');
}

/** Maps unique violations of a failed append to the store's typed errors. */
function translate(e: unknown, req: AppendRequest): unknown {
  const pgErr = e as { code?: string; constraint?: string };
  if (pgErr.code !== '23505') return e;
  if (pgErr.constraint === 'events_event_id_key') return new DuplicateEventError(req.events.flatMap((x) => (x.id ? [x.id] : [])));
  if (pgErr.constraint === 'idempotency_keys_pkey' && req.idempotency) return new IdempotencyKeyTakenError(req.idempotency.scope, req.idempotency.key);
  if (pgErr.constraint === 'events_pkey') return new ConcurrencyError(req.streamId, req.expectedVersion);
  return e;
}
