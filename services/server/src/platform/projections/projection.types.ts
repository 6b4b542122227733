import type { Queryable } from '../database/pg-pool.js';
import type { EventField, FeedEvent } from '../event-store/event-store.types.js';
import type { ChangeEvent, RowChange } from './row-changes.js';

/** What a projection gets with each batch of events. */
export interface ProjectionContext {
  /** The transaction the batch runs in (the append's, for inline projections). */
  tx: Queryable;
  /** The physical name of one of the projection's tables for the generation being written. */
  table(logical: string): string;
  /** True while a rebuild replays the log into a new generation. */
  rebuilding: boolean;
}

/**
 * Compiled row changes (row-change-sql.ts): data-modifying CTEs (`name AS (...)`, with their own
 * $1…$n, every one cast to its type), which the append statement can carry or which run as a
 * statement of their own. Every CTE ANDs its guard into its WHERE (an INSERT selects its rows
 * WHERE guard): false writes nothing. `verify`: an SQL boolean over the CTEs that must hold
 * afterwards (each update whose row must exist hit it), else the append fails with `failure`.
 */
export interface InlineStatement {
  ctes: string[];
  params: unknown[];
  verify?: string;
  /** What a failed `verify` reports (spelled out only then). */
  failure: () => string;
}

/** DDL for one logical table, given its physical, schema-qualified name. */
export type TableDdl = (table: string) => string[];

/**
 * `R`: the event fields `apply` or `changes` uses (all by default). Declare fewer with `reads` and
 * the same union as the type parameter (`implements ReadModelProjection<'data' | 'streamId'>`,
 * `reads = { data: true, streamId: true } as const`): the compiler then checks that `reads`
 * lists every field they touch.
 */
interface ProjectionBase<R extends EventField> {
  /** Stable name, lower_snake (also the lock and bookkeeping key). */
  name: string;
  /** Event types it reads; all when absent. */
  handles?: readonly string[];
  /**
   * The event fields it reads when not all: the async loop and rebuilds then select and parse
   * only these, which are most of a replay's cost (inline projections get the appended events
   * whole). `type`, `globalPosition` and `transactionId` always come; `schemaVersion` with `data`.
   */
  reads?: { readonly [K in R]: true };
}

/**
 * A read model kept in the append transaction (what the next request must see) or by a worker
 * loop (eventual). Bump `version` when its tables or logic change: the engine then rebuilds it.
 */
export interface ReadModelProjection<R extends EventField = EventField> extends ProjectionBase<R> {
  kind: 'inline' | 'async';
  version: number;
  /** Logical table name → DDL. Readers query the view `rm.<logical>`. */
  tables: Record<string, TableDdl>;
  /**
   * What one event writes, as row changes (inline projections, and any that can say so): the
   * platform writes them, in the append statement itself when it can (InlineProjector), as
   * statements of their own otherwise (a batch's changes merged, see applyProjection). A
   * projection answers either `changes` (its tables declared with `table()`) or `apply`.
   */
  changes?(event: ChangeEvent<R>): readonly RowChange[];
  /** Writes a batch of events with its own statements (when it has no `changes`). */
  apply?(events: FeedEvent<R>[], ctx: ProjectionContext): Promise<void>;
  /** Events per batch of the live loop (default 500): bounds how long a batch holds its locks. */
  batchSize?: number;
  /**
   * Events per batch of a rebuild (default 5000, never below `batchSize`): its tables are not read
   * yet, so fewer, larger transactions replay faster. Lower it for an apply that is heavy per event.
   */
  replayBatchSize?: number;
}

/**
 * Side effects (jobs, mails, cross-stream commands) from the worker loop: at least once, so
 * idempotent by event id. Never replayed by a rebuild.
 */
export interface Reactor<R extends EventField = EventField> extends ProjectionBase<R> {
  kind: 'reactor';
  /** A new reactor starts at the end of the log (default) or replays it from the beginning. */
  startFrom?: 'now' | 'beginning';
  batchSize?: number;
  apply(events: FeedEvent<R>[], ctx: ProjectionContext): Promise<void>;
}

/**
 * Any projection or reactor as the engine holds it, whatever fields it reads (the engine hands
 * each the fields its `reads` names; see `readsOf`).
 */
export type Projection = ReadModelProjection<never> | Reactor<never>;

export interface Checkpoint {
  txid: string;
  position: number;
}
export const START: Checkpoint = { txid: '0', position: 0 };

export interface ProjectionStatus {
  name: string;
  kind: Projection['kind'];
  /** Version in the code / of the live generation (undefined before it is built). */
  version: number;
  liveVersion?: number;
  generation?: number;
  checkpoint?: number;
  lag: number;
  state: 'live' | 'building' | 'stale' | 'failing' | 'missing';
  error?: string;
}
