import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase } from '../database/ensure-database.js';
import { createDataSource, runMigrations } from '../../app/data-source.js';
import { LOCK_KEY } from '../database/advisory-locks.js';
import { allMigrations } from '../../app/migrations.js';

export const TEST_PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database name unique to one spec file: koma_t_<file>_<hash>. */
export function testDatabaseName(specFile: string): string {
  const base = path
    .basename(specFile)
    .replace(/\.(unit|int|e2e)?\.?spec\.ts$/, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .toLowerCase()
    .slice(0, 30);
  const hash = createHash('sha1').update(specFile).digest('hex').slice(0, 8);
  return `koma_t_${base}_${hash}`;
}

export function databaseUrl(name: string): string {
  const u = new URL(TEST_PG_BASE);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The migrated template's name: it changes whenever a migration is added or its code changes, so a
 * template left by an older checkout is never used.
 */
export function templateDatabaseName(): string {
  const h = createHash('sha1');
  for (const m of allMigrations) h.update(m.name).update(String(m.prototype.up)).update(String(m.prototype.down));
  return `koma_tpl_${h.digest('hex').slice(0, 12)}`;
}

const IN_USE = '55006'; // "source database is being accessed by other users"

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Makes sure the migrated template exists: the first spec file of a run migrates it (under an
 * advisory lock, so parallel workers wait rather than race) and marks it a template; the others
 * find it there. Templates of other migration sets are dropped.
 */
async function ensureTemplate(admin: pg.Client): Promise<string> {
  const name = templateDatabaseName();
  const ready = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name])).rowCount === 1;
  if (await ready()) return name;
  await admin.query('SELECT pg_advisory_lock($1)', [LOCK_KEY.testTemplate]);
  try {
    if (await ready()) return name;
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted(name)}`);
    const ds = await createDataSource(databaseUrl(name)).initialize();
    try {
      await runMigrations(ds);
    } finally {
      await ds.destroy();
    }
    await admin.query(`ALTER DATABASE ${quoted(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'koma\\_tpl\\_%' AND datname <> $1",
      [name],
    );
    for (const { datname } of stale.rows) {
      await admin.query(`ALTER DATABASE ${quoted(datname)} WITH IS_TEMPLATE false`).catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY.testTemplate]);
  }
}

/**
 * Drops and recreates the spec file's own database as a copy of the migrated template (every
 * migration, run once per migration set rather than once per spec file).
 */
export async function freshTestDatabase(specFile: string): Promise<string> {
  const name = testDatabaseName(specFile);
  await ensureDatabase(databaseUrl('postgres'));
  await withAdmin(async (admin) => {
    const template = await ensureTemplate(admin);
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
        return;
      } catch (e) {
        // Another worker copying the same template at this instant: wait a moment and copy again.
        if ((e as { code?: string }).code !== IN_USE || attempt >= 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  return databaseUrl(name);
}
