import type { EventMetadata, StoredEvent } from './event-store.types.js';
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
