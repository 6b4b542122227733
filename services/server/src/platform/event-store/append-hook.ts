import type pg from 'pg';
import type { StoredEvent } from './event-store.types.js';

/**
 * Work done inside the append transaction after the events are written (the inline
 * projections). Provided by the projections module; the event store knows only this contract.
 */
export abstract class AppendHook {
  abstract afterAppend(tx: pg.PoolClient, events: StoredEvent[]): Promise<void>;
}
