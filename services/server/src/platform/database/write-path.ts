import type pg from 'pg';
import type { AdvisoryKey } from './advisory-locks.js';
import { withLockedTransaction } from './pg-pool.js';
import { type BatchLimits, TransactionBatcher } from './transaction-batcher.js';

/** Group commit per lock namespace: 2 batches at once, up to 16 units each (docs/performance.md, "Group commit"). */
export const GROUP_COMMIT: BatchLimits = { concurrent: 2, units: 16 };

/**
 * The one door for short writes serialised by an advisory lock (a wallet command), and the one
 * switch of the write fast path (WRITE_FAST_PATH; docs/adr/0004):
 * - on (default): a unit may share its transaction and commit with units of other locks of the
 *   same namespace (group commit, see TransactionBatcher), and the event store and the inline
 *   projections carry their lookups and writes inside the statements they already send
 *   (statement folding, renumbered parameters);
 * - off: every unit runs alone in a transaction under its lock, and every statement is sent on its
 *   own.
 * Either way a unit's outcome is the one it would have had alone; callers and projections written
 * the plain way (an `apply` per event) never see the difference.
 */
export class WritePath {
  private readonly batchers = new Map<number, TransactionBatcher>();

  constructor(
    private readonly pool: pg.Pool,
    readonly fast: boolean,
    private readonly limits: BatchLimits = GROUP_COMMIT,
  ) {}

  /**
   * Runs `unit` in a transaction holding `lock` (until it ends) and answers its result; a throw
   * rolls back its writes. With the fast path the transaction may be shared, so `unit` must refuse
   * (throw a DomainError) before it writes, never after a statement of its own succeeded.
   */
  runUnderLock<T>(lock: AdvisoryKey, unit: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
    if (!this.fast) return withLockedTransaction(this.pool, lock, unit);
    let batcher = this.batchers.get(lock.namespace);
    if (!batcher) this.batchers.set(lock.namespace, (batcher = new TransactionBatcher(this.pool, this.limits)));
    return batcher.run(lock, unit);
  }

  /** Batches of several units run so far, and those of them rolled back to run their units alone. */
  get stats(): { shared: number; rolledBack: number } {
    const all = { shared: 0, rolledBack: 0 };
    for (const b of this.batchers.values()) {
      all.shared += b.stats.shared;
      all.rolledBack += b.stats.rolledBack;
    }
    return all;
  }
}
