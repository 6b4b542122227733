import type pg from 'pg';
import { createPool } from '../database/pg-pool.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { advanceCheckpoint, createGeneration, lockCheckpoint } from './projection-store.js';
import { START, type ReadModelProjection } from './projection.types.js';

describe('Projection store: checkpoints (PostgreSQL)', () => {
  let pool: pg.Pool;
  const p: ReadModelProjection = { name: 't_store', kind: 'async', version: 1, tables: {}, apply: async () => undefined };

  beforeAll(async () => {
    pool = createPool(await freshTestDatabase(import.meta.url), 2);
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('moves a checkpoint only from where the batch was read (a rebuild never applies a batch twice or out of turn)', async () => {
    const g = await createGeneration(pool, p, START);
    const a = { txid: '10', position: 3 };
    const b = { txid: '12', position: 7 };
    expect(await advanceCheckpoint(pool, p.name, g, START, a, 3)).toBe(true);
    expect(await advanceCheckpoint(pool, p.name, g, START, b, 4)).toBe(false); // already moved past START
    expect(await lockCheckpoint(pool, p.name, g)).toEqual(a);
    expect(await advanceCheckpoint(pool, p.name, g, a, b, 4)).toBe(true);
    expect(await lockCheckpoint(pool, p.name, g)).toEqual(b);
    expect((await pool.query('SELECT events_applied FROM rm.projection_generations WHERE name = $1', [p.name])).rows).toEqual([
      { events_applied: 7 },
    ]);
  });
});
