import type pg from 'pg';
import { isLockTimeout } from '../database/pg-errors.js';
import { withTransaction } from '../database/pg-pool.js';
import { DomainError } from '../errors/domain-error.js';
import { countAfter, head, readAfter, snapshotXmin } from './event-feed.js';
import { readsOf } from './projection-registry.js';
import {
  advanceCheckpoint,
  applyProjection,
  contextFor,
  createGeneration,
  dropRetired,
  lockCheckpoint,
  LOCK,
  makeLive,
  saveCheckpoint,
} from './projection-store.js';
import { START, type Checkpoint, type Projection } from './projection.types.js';

export const DEFAULT_BATCH = 500;
/** A rebuild's batch: its tables are not read yet, so it trades lock time for fewer round trips and commits. */
export const REPLAY_BATCH = 5000;
/**
 * The switch replaces the `rm.<table>` views while it holds the live lock. A writer that read a view
 * earlier in its transaction and now waits for the live lock would wait on the switch while the
 * switch waits on it: the switch gives up its view locks this soon (below PostgreSQL's 1 s
 * deadlock_timeout, so no writer is chosen as the victim), lets the writers through and tries again.
 */
export const SWITCH_LOCK_TIMEOUT_MS = 200;
export const SWITCH_ATTEMPTS = 100;

export interface BuildProgress {
  applied: number;
  total: number;
}
export interface BuildOptions {
  /** Wait for a build of the same projection in another process (boot) or refuse at once (CLI). */
  wait: boolean;
  onProgress?(p: BuildProgress): void;
}

export const rebuildBusy = (name: string) =>
  new DomainError('PROJECTIONS.REBUILD_RUNNING', `A rebuild of ${name} is already running`, 'conflict');

/**
 * Replays the log into a new generation of a projection's tables, then switches reads to it
 * (docs/architecture.md: never reset a live checkpoint in place). Safe while the service runs:
 * 1. replay in batches, each with its checkpoint, into tables nobody reads yet;
 * 2. in one transaction holding the projection's live lock exclusively (writers of the live
 *    generation hold it shared), apply the rest and make the new generation live;
 * 3. drop the old generation's tables.
 * A reactor is never replayed: it is created live with its checkpoint at the end of the log.
 */
export async function buildGeneration(pool: pg.Pool, p: Projection, opts: BuildOptions): Promise<{ generation: number; applied: number }> {
  const client = await pool.connect();
  let locked = false;
  try {
    if (opts.wait) {
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK.build, p.name]);
      locked = true;
    } else {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [LOCK.build, p.name]);
      locked = rows[0].ok;
      if (!locked) throw rebuildBusy(p.name);
    }
    await dropRetired(client, p.name);

    if (p.kind === 'reactor') {
      const generation = await withTransaction(pool, async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK.live, p.name]);
        const g = await createGeneration(tx, p, p.startFrom === 'beginning' ? START : await head(tx));
        await makeLive(tx, p, g);
        return g;
      });
      return { generation, applied: 0 };
    }

    const generation = await createGeneration(client, p, START);
    const limit = Math.max(p.replayBatchSize ?? REPLAY_BATCH, p.batchSize ?? DEFAULT_BATCH);
    const reads = readsOf(p);
    // The log's length is only for the progress bar: counting it is a scan of its own.
    const total = opts.onProgress ? await countAfter(client, START) : 0;
    let applied = 0;
    const progress = (n: number) => {
      applied += n;
      opts.onProgress?.({ applied, total: Math.max(total, applied) });
    };
    // 1. Catch up without holding anything the live service needs. The next batch is read on
    //    the build's own connection while the current one is written on another, so the driver
    //    parsing rows and the database writing them overlap; the log is all the reads see, and
    //    each batch still writes its rows and its checkpoint in one transaction. The build lock
    //    makes this the only writer of the generation; the checkpoint is moved only from where
    //    the batch was read, so a batch can never be applied twice or out of turn.
    //    The xmin bound of each read is taken by the write before it (off the read's path): an
    //    older bound holds back more but never skips, since every transaction below it had ended.
    let bound = await snapshotXmin(client);
    const read = (after: Checkpoint) => {
      const r = readAfter(client, after, { limit, types: p.handles, reads, bound });
      r.catch(() => undefined); // awaited below; until then a failed read must not count as unhandled
      return r;
    };
    let cp = START;
    let pending = read(cp);
    try {
      for (;;) {
        const r = await pending;
        if (r.more) pending = read(r.next);
        else if (!r.events.length && r.next.txid === cp.txid && r.next.position === cp.position) break;
        await withTransaction(pool, async (tx) => {
          bound = await snapshotXmin(tx); // before this transaction writes: its own id cannot hold it back
          if (!(await advanceCheckpoint(tx, p.name, generation, cp, r.next, r.events.length))) {
            throw new Error(`projection ${p.name}: the checkpoint of generation ${generation} moved during its build`);
          }
          if (r.events.length) await applyProjection(p, r.events, contextFor(p, tx, generation, true));
        });
        cp = r.next;
        progress(r.events.length);
        if (!r.more) break;
      }
    } finally {
      await pending.catch(() => undefined); // the connection must be idle before the lock is released
    }
    const step = async (tx: pg.PoolClient, bound?: false): Promise<boolean> => {
      const at = (await lockCheckpoint(tx, p.name, generation))!;
      const r = await readAfter(tx, at, { limit, types: p.handles, bound, reads });
      if (r.events.length) await applyProjection(p, r.events, contextFor(p, tx, generation, true));
      await saveCheckpoint(tx, p.name, generation, r.next, r.events.length);
      progress(r.events.length);
      return r.more;
    };
    // 2. The switch. Inline writers are all held off by the lock, so everything visible is final
    //    and is read without the xmin bound; async ones keep the bound (the loop resumes after it).
    const caughtUp = applied;
    for (let attempt = 1; ; attempt++) {
      try {
        await withTransaction(pool, async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK.live, p.name]);
          while (await step(tx, p.kind === 'inline' ? false : undefined));
          await tx.query(`SET LOCAL lock_timeout = ${SWITCH_LOCK_TIMEOUT_MS}`);
          await makeLive(tx, p, generation);
        });
        break;
      } catch (e) {
        if (!isLockTimeout(e) || attempt === SWITCH_ATTEMPTS) throw e;
        applied = caughtUp; // the attempt's batches were rolled back with it
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
      }
    }
    opts.onProgress?.({ applied, total: applied });
    // 3. Old tables go once nothing points at them.
    await dropRetired(client, p.name, generation);
    return { generation, applied };
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK.build, p.name]).catch(() => undefined);
    client.release();
  }
}
