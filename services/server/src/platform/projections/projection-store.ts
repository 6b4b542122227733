import { escapeLiteral } from 'pg';
import { LOCK_NAMESPACE } from '../database/advisory-locks.js';
import { prepared, type Queryable } from '../database/pg-pool.js';
import type { FeedEvent } from '../event-store/event-store.types.js';
import type { Checkpoint, InlineStatement, Projection, ProjectionContext, ReadModelProjection } from './projection.types.js';
import { compileRowChanges } from './row-change-sql.js';
import type { ChangeEvent } from './row-changes.js';

/** Advisory-lock namespaces (first key); the second key is hashtext(projection name). */
export const LOCK = {
  /** Shared by every writer of a projection's live generation, exclusive for the switch. */
  live: LOCK_NAMESPACE.projectionLive,
  /** Held by the one worker running a projection's loop. */
  runner: LOCK_NAMESPACE.projectionRunner,
  /** Held while a generation is being built (one rebuild at a time per projection). */
  build: LOCK_NAMESPACE.projectionBuild,
  /** Held while the engine checks every projection at boot. */
  ensure: LOCK_NAMESPACE.projectionEnsure,
} as const;

export function physicalTable(logical: string, generation: number): string {
  return `rm.${logical}__g${generation}`;
}

/** A projection's physical table names in a generation, by logical name (unknown names throw). */
export function tablesOf(p: Projection, generation: number): (logical: string) => string {
  const tables = p.kind === 'reactor' ? {} : p.tables;
  return (logical) => {
    if (!(logical in tables)) throw new Error(`projection ${p.name} has no table ${logical}`);
    return physicalTable(logical, generation);
  };
}

export function contextFor(p: Projection, tx: Queryable, generation: number, rebuilding: boolean): ProjectionContext {
  return { tx, rebuilding, table: tablesOf(p, generation) };
}

/** Runs an InlineStatement as a statement of its own (with the guard it was built with), checking its `verify`. */
export async function runInlineStatement(tx: Queryable, st: InlineStatement): Promise<void> {
  const { rows } = await tx.query<{ ok: boolean }>(prepared(`WITH ${st.ctes.join(',\n')} SELECT ${st.verify ?? 'true'} AS ok`, st.params));
  if (rows[0]?.ok !== true) throw new Error(st.failure());
}

/** A batch's row changes as statements (see compileRowChanges): `ctx.table`'s tables, no guard. */
export function statementsOf(p: ReadModelProjection<never>, events: ReadonlyArray<ChangeEvent<never>>, table: (logical: string) => string) {
  const changes = events.flatMap((e) => p.changes!(e));
  const label = `projection ${p.name}, ${events.length === 1 ? `event ${events[0]!.type}` : `${events.length} events`}`;
  return compileRowChanges(changes, p.tables, { table, guard: 'true', prefix: 'c', label });
}

/**
 * Writes a batch of events to a projection: its row changes, merged across the batch (a row
 * changed by many events is written once where one statement can), or its `apply`.
 */
export async function applyProjection(p: Projection, events: FeedEvent<never>[], ctx: ProjectionContext): Promise<void> {
  if (p.kind === 'reactor' || !p.changes) return p.apply!(events, ctx);
  for (const st of statementsOf(p, events, ctx.table)) await runInlineStatement(ctx.tx, st);
}

export interface LiveRow {
  name: string;
  kind: string;
  version: number;
  generation: number;
  last_error: string | null;
}
export interface GenerationRow {
  name: string;
  generation: number;
  version: number;
  status: 'building' | 'live' | 'retired';
  tables: string[];
  last_txid: string;
  last_position: number;
  events_applied: number;
}

export async function liveRows(q: Queryable): Promise<Map<string, LiveRow>> {
  const { rows } = await q.query<LiveRow>('SELECT name, kind, version, generation, last_error FROM rm.projections');
  return new Map(rows.map((r) => [r.name, r]));
}

export async function generationRows(q: Queryable, name: string): Promise<GenerationRow[]> {
  const { rows } = await q.query<GenerationRow>(
    `SELECT name, generation, version, status, tables, last_txid::text AS last_txid, last_position, events_applied
       FROM rm.projection_generations WHERE name = $1 ORDER BY generation`,
    [name],
  );
  return rows;
}

/** Locks a generation's checkpoint row for the rest of the transaction and returns it. */
export async function lockCheckpoint(q: Queryable, name: string, generation: number): Promise<Checkpoint | undefined> {
  const { rows } = await q.query(
    `SELECT last_txid::text AS txid, last_position AS position FROM rm.projection_generations
      WHERE name = $1 AND generation = $2 FOR UPDATE`,
    [name, generation],
  );
  return rows[0] ? { txid: rows[0].txid, position: Number(rows[0].position) } : undefined;
}

export async function saveCheckpoint(q: Queryable, name: string, generation: number, cp: Checkpoint, applied: number): Promise<void> {
  await q.query(saveCheckpointSql(name, generation, cp, applied));
}

/**
 * The statement that saves a checkpoint, its values as literals (the name quoted by pg, the
 * numbers checked), so that a batch can send it with its COMMIT in one simple-query round trip.
 */
export function saveCheckpointSql(name: string, generation: number, cp: Checkpoint, applied: number): string {
  if (!/^\d+$/.test(cp.txid)) throw new Error(`checkpoint txid ${JSON.stringify(cp.txid)} is not an xid8`);
  for (const n of [generation, cp.position, applied])
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`checkpoint number ${n} is not a non-negative integer`);
  return `UPDATE rm.projection_generations SET last_txid = '${cp.txid}'::xid8, last_position = ${cp.position}, events_applied = events_applied + ${applied}
      WHERE name = ${escapeLiteral(name)} AND generation = ${generation}`;
}

/**
 * Moves a generation's checkpoint from `from` to `to`, locking its row for the rest of the
 * transaction; false (and nothing written) when the checkpoint was not at `from`.
 */
export async function advanceCheckpoint(
  q: Queryable,
  name: string,
  generation: number,
  from: Checkpoint,
  to: Checkpoint,
  applied: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE rm.projection_generations SET last_txid = $5::xid8, last_position = $6, events_applied = events_applied + $7
      WHERE name = $1 AND generation = $2 AND last_txid = $3::xid8 AND last_position = $4`,
    [name, generation, from.txid, from.position, to.txid, to.position, applied],
  );
  return rowCount === 1;
}

/** Creates a new generation (its tables, its checkpoint at `from`), not yet live. */
export async function createGeneration(q: Queryable, p: Projection, from: Checkpoint): Promise<number> {
  const { rows } = await q.query('SELECT coalesce(max(generation), 0) + 1 AS g FROM rm.projection_generations WHERE name = $1', [p.name]);
  const generation: number = rows[0].g;
  const tables = p.kind === 'reactor' ? {} : p.tables;
  for (const [logical, ddl] of Object.entries(tables)) {
    const table = physicalTable(logical, generation);
    await q.query(`DROP TABLE IF EXISTS ${table} CASCADE`); // left by a build that crashed before recording itself
    for (const sql of ddl(table)) await q.query(sql);
  }
  await q.query(
    `INSERT INTO rm.projection_generations (name, generation, version, status, tables, last_txid, last_position)
     VALUES ($1, $2, $3, 'building', $4, $5::xid8, $6)`,
    [p.name, generation, p.kind === 'reactor' ? 1 : p.version, Object.keys(tables), from.txid, from.position],
  );
  return generation;
}

/** Makes a generation the live one: bookkeeping and the `rm.<table>` views, in the caller's transaction. */
export async function makeLive(q: Queryable, p: Projection, generation: number): Promise<void> {
  const version = p.kind === 'reactor' ? 1 : p.version;
  const old = await q.query<{ tables: string[] }>(
    `UPDATE rm.projection_generations SET status = 'retired', finished_at = coalesce(finished_at, now())
      WHERE name = $1 AND status = 'live' RETURNING tables`,
    [p.name],
  );
  for (const logical of old.rows.flatMap((r) => r.tables)) await q.query(`DROP VIEW IF EXISTS rm.${logical}`);
  await q.query(`UPDATE rm.projection_generations SET status = 'live', finished_at = now() WHERE name = $1 AND generation = $2`, [
    p.name,
    generation,
  ]);
  for (const logical of p.kind === 'reactor' ? [] : Object.keys(p.tables)) {
    await q.query(`DROP VIEW IF EXISTS rm.${logical}`);
    await q.query(`CREATE VIEW rm.${logical} AS SELECT * FROM ${physicalTable(logical, generation)}`);
  }
  await q.query(
    `INSERT INTO rm.projections (name, kind, version, generation, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (name) DO UPDATE SET kind = $2, version = $3, generation = $4, updated_at = now(), last_error = NULL, last_error_at = NULL`,
    [p.name, p.kind, version, generation],
  );
}

/** Drops the tables of retired generations (and of builds that never went live, except `keep`). */
export async function dropRetired(q: Queryable, name: string, keep?: number): Promise<void> {
  const { rows } = await q.query<{ generation: number; tables: string[] }>(
    `SELECT generation, tables FROM rm.projection_generations
      WHERE name = $1 AND (status = 'retired' OR (status = 'building' AND generation IS DISTINCT FROM $2))`,
    [name, keep ?? null],
  );
  for (const r of rows) {
    for (const logical of r.tables) await q.query(`DROP TABLE IF EXISTS ${physicalTable(logical, r.generation)} CASCADE`);
    await q.query('DELETE FROM rm.projection_generations WHERE name = $1 AND generation = $2', [name, r.generation]);
  }
}

export async function recordError(q: Queryable, name: string, error: string | null): Promise<void> {
  await q.query(
    'UPDATE rm.projections SET last_error = $2, last_error_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END WHERE name = $1',
    [name, error?.slice(0, 2000) ?? null],
  );
}
