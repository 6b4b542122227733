import type pg from 'pg';
import { LOCK_NAMESPACE } from '../database/advisory-locks.js';

/**
 * Runs a periodic task (a sweep) unless another session of the same database is running the task
 * of that name: a session advisory lock (LOCK_NAMESPACE.scheduledTask, hashtext(name)) is tried,
 * never waited for, so of several worker instances ticking at once only one does the work.
 * The lock lives on one pooled connection for the task's duration; the task itself uses the pool
 * as usual. Resolves to whether this call ran the task.
 */
export async function runExclusively(pool: pg.Pool, name: string, task: () => Promise<unknown>): Promise<boolean> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const locked = await client
      .query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [LOCK_NAMESPACE.scheduledTask, name])
      .catch((e: Error) => {
        broken = e;
        throw e;
      });
    if (!locked.rows[0]?.ok) return false;
    try {
      await task();
    } finally {
      // A connection that cannot unlock is destroyed, which ends its session and so its lock.
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE.scheduledTask, name]).catch((e: Error) => {
        broken = e;
      });
    }
    return true;
  } finally {
    client.release(broken);
  }
}
