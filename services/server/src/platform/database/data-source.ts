import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { LOCK_KEY } from './advisory-locks.js';
import { allMigrations } from '../../migrations.js';
import { allEntities } from '../../entities.js';

/** The TypeORM data source for ordinary tables and read models; migrations are class references. */
export function createDataSource(url: string, extra?: { entities?: MixedList<Function | string | EntitySchema>; max?: number }): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: extra?.entities ?? allEntities,
    migrations: allMigrations,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: false,
    extra: { max: extra?.max ?? 2, connectionTimeoutMillis: 5000 },
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
