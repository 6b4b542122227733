import pg from 'pg';
import type { EventField, EventMetadata, FeedEvent, StoredEvent } from './event-store.types.js';
import { upcasters } from './upcasters.js';

/**
 * The columns the event store's own reads (a stream, an append's result) select, in the shape
 * `toStoredEvent` expects; projections read through `eventReader` below. The time comes as epoch
 * milliseconds: parsing timestamptz text is the largest single cost of a replay (docs/performance.md, "Replay").
 */
export const EVENT_COLUMNS = `e.event_id, e.event_type, e.schema_version, e.data, e.metadata, e.stream_id,
  s.stream_type, e.stream_position, e.global_position, e.transaction_id::text AS transaction_id,
  floor(extract(epoch FROM e.created_at) * 1000)::float8 AS created_ms`;

export interface EventRow {
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  stream_id: string;
  stream_type: string;
  stream_position: number;
  global_position: number;
  transaction_id: string;
  created_ms: number;
}

export function toStoredEvent(r: EventRow): StoredEvent {
  const { data, schemaVersion } = upcasters.upcast(r.event_type, r.schema_version, r.data);
  return {
    eventId: r.event_id,
    type: r.event_type,
    data,
    schemaVersion,
    streamId: r.stream_id,
    streamType: r.stream_type,
    streamPosition: Number(r.stream_position),
    globalPosition: Number(r.global_position),
    transactionId: r.transaction_id,
    metadata: r.metadata,
    createdAt: new Date(r.created_ms),
  };
}

/**
 * The select list of each readable field, aliased to its name in `FeedEvent` so that the row the
 * driver builds is the event itself, and what must still be done to it (`fix`).
 */
const FIELDS: Record<EventField, { columns: string[]; fix?(e: Record<string, unknown>): void }> = {
  eventId: { columns: ['e.event_id AS "eventId"'] },
  data: {
    columns: ['e.schema_version AS "schemaVersion"', 'e.data'],
    fix(e) {
      if (!upcasters.needed(e.type as string, e.schemaVersion as number)) return;
      const up = upcasters.upcast(e.type as string, e.schemaVersion as number, e.data);
      e.schemaVersion = up.schemaVersion;
      e.data = up.data;
    },
  },
  metadata: { columns: ['e.metadata'] },
  streamId: { columns: ['e.stream_id AS "streamId"'] },
  streamType: { columns: ['s.stream_type AS "streamType"'] },
  streamPosition: { columns: ['e.stream_position AS "streamPosition"'] },
  createdAt: {
    columns: ['floor(extract(epoch FROM e.created_at) * 1000)::float8 AS "createdAt"'],
    fix(e) {
      e.createdAt = new Date(e.createdAt as number);
    },
  },
};
export const EVENT_FIELDS = Object.keys(FIELDS) as EventField[];

/** bigint (positions) as numbers whatever the process set globally; they stay far below 2^53. */
const FEED_TYPES = {
  getTypeParser: (oid: number, format?: string) =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format as 'text'),
};

/**
 * How to read some fields of events: the select list (over `es.events e`, joined to
 * `es.streams s` when `joinsStreams`), the driver's type parsers for it, and `toEvents`, which
 * turns the rows into events in place. Each column costs the driver a string copy and a parse
 * per row (JSON for data and metadata): reading all eleven was most of a rebuild's time.
 */
export interface EventReader<R extends EventField = EventField> {
  columns: string;
  /** How many columns `columns` selects: type, globalPosition and transactionId first. */
  width: number;
  joinsStreams: boolean;
  types: typeof FEED_TYPES;
  toEvents(rows: unknown[]): FeedEvent<R>[];
}

const readers = new Map<string, EventReader>();

/** The reader of these fields (all when absent); one per field set, built once. */
export function eventReader<R extends EventField = EventField>(fields?: readonly R[]): EventReader<R> {
  const wanted = EVENT_FIELDS.filter((f) => !fields || (fields as readonly EventField[]).includes(f));
  const key = wanted.join(',');
  let reader = readers.get(key);
  if (!reader) {
    const fixes = wanted.flatMap((f) => FIELDS[f].fix ?? []);
    const columns = [
      'e.event_type AS type',
      'e.global_position AS "globalPosition"',
      'e.transaction_id::text AS "transactionId"',
      ...wanted.flatMap((f) => FIELDS[f].columns),
    ];
    reader = {
      columns: columns.join(', '),
      width: columns.length,
      joinsStreams: wanted.includes('streamType'),
      types: FEED_TYPES,
      toEvents(rows) {
        for (const fix of fixes) for (const row of rows) fix(row as Record<string, unknown>);
        return rows as FeedEvent[];
      },
    };
    readers.set(key, reader);
  }
  return reader as unknown as EventReader<R>;
}
