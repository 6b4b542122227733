import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase } from '../database/ensure-database.js';
import { createDataSource, runMigrations } from '../database/data-source.js';

export const TEST_PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database name unique to one spec file: koma_t_<file>_<hash>. */
export function testDatabaseName(specFile: string): string {
  const base = path.basename(specFile).replace(/\.(unit|int|e2e)?\.?spec\.ts$/, '').replace(/[^a-z0-9]+/gi, '_').toLowerCase().slice(0, 30);
  const hash = createHash('sha1').update(specFile).digest('hex').slice(0, 8);
  return `koma_t_${base}_${hash}`;
}

export function databaseUrl(name: string): string {
  const u = new URL(TEST_PG_BASE);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops and recreates the spec file's own database, then runs every migration in it. */
export async function freshTestDatabase(specFile: string): Promise<string> {
  const name = testDatabaseName(specFile);
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  await ensureDatabase(url);
  const ds = await createDataSource(url).initialize();
  try { await runMigrations(ds); } finally { await ds.destroy(); }
  return url;
}
