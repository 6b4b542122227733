import type pg from 'pg';
import type { AppendingEvent, StoredEvent } from './event-store.types.js';

/**
 * What a hook adds to the append statement itself (no round trip of its own): data-modifying or
 * lookup CTEs (`name AS (...)`, written with their own $1…$n, renumbered by the store) and a
 * scalar SQL expression over them whose value is handed to afterAppend.
 */
export interface AppendPlan {
  ctes: string[];
  params: unknown[];
  value: string;
  /** Handed back to afterAppend and appendFailed with the statement's outcome. */
  context?: unknown;
}

/**
 * Work done inside the append transaction with the events (the inline projections). Provided by
 * the projections module; the event store knows only this contract.
 */
export abstract class AppendHook {
  /**
   * What the append statement should carry for these events (not yet stored: no positions).
   * `written`: an SQL boolean, true once the statement's stream write succeeded; a hook's CTE
   * that writes must be guarded by it (a refused append writes nothing). None by default.
   */
  plan(_events: AppendingEvent[], _written: string): AppendPlan | undefined {
    return undefined;
  }
  /** After the append statement: `value` is the plan's value, `context` the plan's context. */
  abstract afterAppend(tx: pg.PoolClient, events: StoredEvent[], value?: unknown, context?: unknown): Promise<void>;
  /**
   * The append statement failed after a plan. True when the command may simply run again (e.g. a
   * read model's table the plan named was dropped by a rebuild meanwhile): the store then reports
   * a concurrency conflict, which the command executor retries.
   */
  appendFailed(_error: unknown, _context: unknown): boolean {
    return false;
  }
}
