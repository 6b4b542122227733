import type pg from 'pg';
import type { StoredEvent } from './event-store.types.js';

/** A scalar subquery with its own $1…$n. */
export interface HookLookup { sql: string; params: unknown[] }

/**
 * Work done inside the append transaction after the events are written (the inline
 * projections). Provided by the projections module; the event store knows only this contract.
 */
export abstract class AppendHook {
  /**
   * What the hook needs looked up for events of these types, evaluated by the append statement
   * itself (no round trip of its own); its value is handed to afterAppend. None by default.
   */
  lookup(_types: ReadonlySet<string>): HookLookup | undefined { return undefined; }
  abstract afterAppend(tx: pg.PoolClient, events: StoredEvent[], looked?: unknown): Promise<void>;
}
