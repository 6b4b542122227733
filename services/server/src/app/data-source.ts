import { DataSource } from 'typeorm';
import { LOCK_KEY } from '../platform/database/advisory-locks.js';
import { allMigrations } from './migrations.js';

/**
 * A short-lived TypeORM data source that only runs migrations (preflight, test databases): the
 * migration classes, their `typeorm_migrations` bookkeeping table and the runner are TypeORM's.
 * The running app does not use TypeORM (docs/adr/0024-typeorm-for-migrations-only.md).
 */
export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [],
    migrations: allMigrations,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: false,
    extra: { max: 2, connectionTimeoutMillis: 5000 },
  });
}

/** Runs pending migrations under an advisory lock so several starting instances take turns. */
export async function runMigrations(ds: DataSource): Promise<string[]> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [LOCK_KEY.migrations]);
    const done = await ds.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY.migrations]).catch(() => undefined);
    await runner.release();
  }
}
