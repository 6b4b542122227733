import type { EventField, EventMetadata, FeedEvent, StoredEvent } from './event-store.types.js';
import { upcasters } from './upcasters.js';

/**
 * The columns every read of es.events selects, in the shape `toStoredEvent` expects. The time
 * comes as epoch milliseconds: parsing timestamptz text was the largest single cost of a replay
 * (see test/bench/projection-replay.bench.ts).
 */
export const EVENT_COLUMNS = `e.event_id, e.event_type, e.schema_version, e.data, e.metadata, e.stream_id,
  s.stream_type, e.stream_position, e.global_position, e.transaction_id::text AS transaction_id,
  floor(extract(epoch FROM e.created_at) * 1000)::float8 AS created_ms`;

export interface EventRow {
  event_id: string; event_type: string; schema_version: number; data: unknown; metadata: EventMetadata;
  stream_id: string; stream_type: string; stream_position: number; global_position: number;
  transaction_id: string; created_ms: number;
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

/** What each readable field costs in columns, and how it is set from them (`at`: its first column). */
const FIELDS: Record<EventField, { columns: string[]; set(e: Record<string, unknown>, row: unknown[], at: number): void }> = {
  eventId: { columns: ['e.event_id'], set: (e, r, i) => { e.eventId = r[i]; } },
  data: {
    columns: ['e.schema_version', 'e.data'],
    set: (e, r, i) => {
      const up = upcasters.upcast(e.type as string, r[i] as number, r[i + 1]);
      e.schemaVersion = up.schemaVersion;
      e.data = up.data;
    },
  },
  metadata: { columns: ['e.metadata'], set: (e, r, i) => { e.metadata = r[i]; } },
  streamId: { columns: ['e.stream_id'], set: (e, r, i) => { e.streamId = r[i]; } },
  streamType: { columns: ['s.stream_type'], set: (e, r, i) => { e.streamType = r[i]; } },
  streamPosition: { columns: ['e.stream_position'], set: (e, r, i) => { e.streamPosition = Number(r[i]); } },
  createdAt: { columns: ['floor(extract(epoch FROM e.created_at) * 1000)::float8'], set: (e, r, i) => { e.createdAt = new Date(r[i] as number); } },
};
export const EVENT_FIELDS = Object.keys(FIELDS) as EventField[];

/**
 * How to read some fields of events: the select list (over `es.events e`, joined to
 * `es.streams s` when `joinsStreams`) for a query run with `rowMode: 'array'`, and the mapping
 * of its rows. Each column costs the driver a string copy and a parse per row (JSON for data and
 * metadata), and the full eleven were most of a rebuild's time.
 */
export interface EventReader<R extends EventField = EventField> {
  columns: string;
  joinsStreams: boolean;
  toEvent(row: unknown[]): FeedEvent<R>;
}

const readers = new Map<string, EventReader>();

/** The reader of these fields (all when absent); one per field set, built once. */
export function eventReader<R extends EventField = EventField>(fields?: readonly R[]): EventReader<R> {
  const wanted = EVENT_FIELDS.filter((f) => !fields || (fields as readonly EventField[]).includes(f));
  const key = wanted.join(',');
  let reader = readers.get(key);
  if (!reader) {
    const steps: Array<{ set: (typeof FIELDS)[EventField]['set']; at: number }> = [];
    const columns = ['e.event_type', 'e.global_position', 'e.transaction_id::text'];
    for (const f of wanted) {
      steps.push({ set: FIELDS[f].set, at: columns.length });
      columns.push(...FIELDS[f].columns);
    }
    reader = {
      columns: columns.join(', '),
      joinsStreams: wanted.includes('streamType'),
      toEvent(row) {
        const e: Record<string, unknown> = { type: row[0], globalPosition: Number(row[1]), transactionId: row[2] };
        for (const s of steps) s.set(e, row, s.at);
        return e as unknown as FeedEvent;
      },
    };
    readers.set(key, reader);
  }
  return reader as unknown as EventReader<R>;
}
