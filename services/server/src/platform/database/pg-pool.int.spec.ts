import type pg from 'pg';
import { freshTestDatabase } from '../testing/test-database.js';
import { createPool } from './pg-pool.js';

describe('createPool: a session cut by PostgreSQL (restart, terminated backend)', () => {
  let pool: pg.Pool;
  let admin: pg.Pool;

  beforeAll(async () => {
    const url = await freshTestDatabase(import.meta.url);
    pool = createPool(url, 4);
    admin = createPool(url, 1);
  });
  afterAll(async () => {
    await pool?.end();
    await admin?.end();
  });

  it('fails the next query of a checked-out client instead of ending the process, and the pool goes on', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => {
      uncaught.push(e);
    };
    process.on('uncaughtException', onUncaught);
    try {
      const held = await pool.connect(); // checked out, between queries: as a lock holder or an open transaction is
      const {
        rows: [{ pid }],
      } = await held.query('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // The server's FATAL message arrives while no query runs on the client.
      await new Promise((r) => setTimeout(r, 300));
      expect(uncaught).toEqual([]);
      await expect(held.query('SELECT 1')).rejects.toThrow();
      held.release(true);
      const { rows } = await pool.query('SELECT 1 AS ok');
      expect(rows[0].ok).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
