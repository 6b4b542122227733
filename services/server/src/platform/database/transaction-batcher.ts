import { AsyncResource } from 'node:async_hooks';
import type pg from 'pg';
import { DomainError } from '../errors/domain-error.js';
import { type AdvisoryKey, lockedBegin, withLockedTransaction } from './pg-pool.js';

export interface BatchLimits {
  /** Batches (transactions, pooled connections) running at once. */
  concurrent: number;
  /** Units in one batch at most. */
  units: number;
}

interface Unit<T> {
  lock: AdvisoryKey;
  work: (tx: pg.PoolClient) => Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for short transactions that are serialised by an advisory lock (wallet commands).
 * A unit submitted while `concurrent` batches are running waits for one to end, then shares the
 * next transaction with the units that waited with it: one BEGIN taking every unit's lock (in
 * key order, so batches never deadlock each other), the units' statements pipelined on the
 * connection (written as they are asked, not each after the answer before it), one COMMIT — one
 * WAL flush, and a few round trips per batch instead of two or more per unit. A unit submitted
 * while a slot is free runs at once in a transaction of its own, so a quiet server adds no wait.
 *
 * Each unit's outcome is the one it would have had alone:
 * - A unit that throws a DomainError with the transaction intact (a refused command: its decider
 *   threw before it wrote) fails alone; the others go on and commit.
 * - Anything else (a failed statement, which aborts the transaction; any other error, after which
 *   the unit's writes could be half done; a COMMIT that did not commit) rolls the batch back, and
 *   every unit runs again in a transaction of its own: the path a lone unit takes.
 * Units run in the async context they were submitted in (request context, logging).
 */
export class TransactionBatcher {
  private readonly queue: Unit<unknown>[] = [];
  private running = 0;
  /** The locks of the running batches: a unit wanting one waits for the next batch after it. */
  private readonly held = new Map<string, number>();
  /** Batches of several units run, and those of them rolled back to run their units alone. */
  readonly stats = { shared: 0, rolledBack: 0 };

  constructor(
    private readonly pool: pg.Pool,
    private readonly limits: BatchLimits,
  ) {
    if (!(limits.concurrent >= 1 && limits.units >= 1)) throw new Error('batch limits must be at least 1');
  }

  /**
   * Runs `work` in a transaction holding `lock`, perhaps shared with other units. `work` must not
   * throw a DomainError after a statement of its own succeeded (a refusal comes before writing;
   * a failed statement aborts the transaction and is seen as such).
   */
  run<T>(lock: AdvisoryKey, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // Not AsyncResource.bind: on Node 20 it defines a deprecated getter on every function it
      // binds (docs/performance.md, "Group commit").
      const scope = new AsyncResource('koma.TransactionBatcher.unit');
      const bound = (tx: pg.PoolClient) => scope.runInAsyncScope(work, null, tx);
      this.queue.push({ lock, work: bound, resolve: resolve as (v: unknown) => void, reject });
      this.pump();
    });
  }

  /**
   * Starts batches while slots are free, from the waiting units whose lock no running batch
   * holds (a batch would only wait for it): units of a hot wallet wait together for the batch
   * that holds its lock, then go in one batch.
   */
  private pump(): void {
    while (this.running < this.limits.concurrent) {
      const units: Unit<unknown>[] = [];
      for (let i = 0; i < this.queue.length && units.length < this.limits.units;) {
        if (this.held.has(keyOf(this.queue[i]!.lock))) {
          i++;
          continue;
        }
        units.push(...this.queue.splice(i, 1));
      }
      if (!units.length) return;
      const keys = [...new Set(units.map((u) => keyOf(u.lock)))];
      for (const k of keys) this.held.set(k, (this.held.get(k) ?? 0) + 1);
      this.running++;
      void this.runBatch(units).finally(() => {
        for (const k of keys) {
          const n = this.held.get(k)! - 1;
          if (n) this.held.set(k, n);
          else this.held.delete(k);
        }
        this.running--;
        this.pump();
      });
    }
  }

  private async runBatch(units: Unit<unknown>[]): Promise<void> {
    if (units.length === 1) return this.alone(units[0]!);
    this.stats.shared++;
    const outcomes = await this.together(units);
    if (outcomes === 'rolled back') {
      this.stats.rolledBack++;
      await Promise.all(units.map((u) => this.alone(u)));
      return;
    }
    outcomes.forEach((o, i) => (o.ok ? units[i]!.resolve(o.value) : units[i]!.reject(o.error)));
  }

  private async alone(u: Unit<unknown>): Promise<void> {
    try {
      u.resolve(await withLockedTransaction(this.pool, u.lock, u.work));
    } catch (e) {
      u.reject(e);
    }
  }

  /**
   * The units in one transaction. 'rolled back' when nothing of it stayed. A COMMIT that failed
   * in flight may still have committed (the connection can drop after the server did): then
   * every unit gets that error, as a lone transaction's caller would, and nothing runs again.
   */
  private async together(units: Unit<unknown>[]): Promise<Outcome[] | 'rolled back'> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch {
      return 'rolled back';
    }
    const locks = [...new Map(units.map((u) => [keyOf(u.lock), u.lock])).values()].sort(
      (a, b) => a.namespace - b.namespace || a.key - b.key,
    );
    let broken: Error | undefined;
    try {
      const outcomes: Outcome[] = [];
      try {
        await client.query(lockedBegin(locks));
        // Units of different locks touch different rows: they run side by side, their statements
        // pipelined on the connection (each is written as soon as it is asked, without waiting for
        // the answers before it: the units' loads go out together, then their appends), so one
        // batch is a few round trips however many units it holds. Units of one lock run one after
        // another, each seeing the last one's writes.
        pipelining(client, true);
        const byLock = new Map<string, number[]>();
        units.forEach((u, i) => {
          const k = keyOf(u.lock);
          byLock.set(k, [...(byLock.get(k) ?? []), i]);
        });
        const lanes = await Promise.allSettled(
          [...byLock.values()].map(async (indexes) => {
            for (const i of indexes) {
              try {
                outcomes[i] = { ok: true, value: await units[i]!.work(client) };
              } catch (error) {
                if (!(error instanceof DomainError) || client.getTransactionStatus() !== 'T') throw error;
                outcomes[i] = { ok: false, error };
              }
            }
          }),
        );
        if (lanes.some((l) => l.status === 'rejected')) throw new Error('a unit failed');
        if (client.getTransactionStatus() !== 'T') throw new Error('the batch transaction was aborted');
      } catch {
        await client.query('ROLLBACK').catch((err: Error) => {
          broken = err;
        });
        return 'rolled back';
      }
      let done: pg.QueryResult;
      try {
        done = await client.query('COMMIT');
      } catch (e) {
        broken = e as Error;
        return units.map(() => ({ ok: false, error: e }));
      }
      return done.command === 'COMMIT' ? outcomes : 'rolled back';
    } finally {
      pipelining(client, false); // every query of the batch has been answered: nothing is queued
      client.release(broken);
    }
  }
}

/**
 * Turns pg's pipeline mode on or off for a checked-out client (only while nothing is queued on
 * it). In it, a query asked while others are on the wire is written at once, each with its own
 * Sync, so a failed one fails alone as it would in turn (in a transaction, the ones after it then
 * find the transaction aborted, as they would in turn).
 */
function pipelining(client: pg.PoolClient, on: boolean): void {
  (client as { pipeline: boolean }).pipeline = on;
}

const keyOf = (lock: AdvisoryKey) => `${lock.namespace}:${lock.key}`;
