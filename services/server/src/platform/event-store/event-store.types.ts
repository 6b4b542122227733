/** A domain event as deciders produce and evolve it: a past-tense type name and its payload. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  /** A deterministic id (jobs re-running must append nothing twice); random when absent. */
  id?: string;
}

/** Who and what caused an event; written on every event (docs/architecture.md). */
export interface EventMetadata {
  userId?: string;
  correlationId: string;
  causationId?: string;
  idempotencyKey?: string;
  [extra: string]: unknown;
}

/** An event as read back from the log. */
export interface StoredEvent<T extends string = string, D = unknown> {
  eventId: string;
  type: T;
  data: D;
  schemaVersion: number;
  streamId: string;
  streamType: string;
  streamPosition: number;
  globalPosition: number;
  /** xid8 as a decimal string. */
  transactionId: string;
  metadata: EventMetadata;
  createdAt: Date;
}

/** An event on its way into the log: everything but what the log gives it (its positions, its transaction). */
export type AppendingEvent<T extends string = string, D = unknown> = Omit<
  StoredEvent<T, D>,
  'streamPosition' | 'globalPosition' | 'transactionId'
>;

/**
 * Fields of a stored event a projection can leave unread (see `reads` on projections): the feed
 * then neither selects nor parses them. `type`, `globalPosition` and `transactionId` always come
 * (the feed orders and checkpoints by them); `schemaVersion` comes with `data`.
 */
export type EventField = 'eventId' | 'data' | 'metadata' | 'streamId' | 'streamType' | 'streamPosition' | 'createdAt';

/** A stored event with only the fields `R` (and the ones every read has). */
export type FeedEvent<R extends EventField = EventField> = Pick<
  StoredEvent,
  'type' | 'globalPosition' | 'transactionId' | R | (R extends 'data' ? 'schemaVersion' : never)
>;

/**
 * What a stream must be at before the append: its exact version (0 = the stream must not exist
 * yet) or 'any' (no check, for reactors and jobs that only add facts).
 */
export type ExpectedVersion = number | 'any';

export interface IdempotencyClaim {
  /** Who the key belongs to and for what, e.g. `<userId>:wallet:PurchaseEpisode`. */
  scope: string;
  key: string;
  /** Hash of the request payload; a repeat with the same key but another payload is refused. */
  requestHash?: string;
  /** What a repeat answers (JSON). */
  response: unknown;
}

export interface SnapshotWrite {
  type: string;
  schemaVersion: number;
  state: unknown;
}

export interface AppendRequest {
  streamId: string;
  streamType: string;
  expectedVersion: ExpectedVersion;
  events: DomainEvent[];
  /** Merged over the metadata taken from the request context. */
  metadata?: Partial<EventMetadata>;
  idempotency?: IdempotencyClaim;
  snapshot?: SnapshotWrite;
}

export interface AppendResult {
  /** The stream version after the append. */
  version: number;
  events: StoredEvent[];
}
