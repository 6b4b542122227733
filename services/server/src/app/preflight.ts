import type { Config } from '../config/config.schema.js';
import { ensureDatabase } from '../platform/database/ensure-database.js';
import { assertRedisReachable } from '../platform/redis/redis.js';

/**
 * Before the app starts: both services reachable (one clear line within 10 s otherwise),
 * the database created if missing, migrations run. This module imports only pg and ioredis, so
 * the verdict does not wait for TypeORM (the migration runner) to load (seconds on a busy machine).
 */
export async function preflight(config: Config): Promise<{ migrated: string[] }> {
  await Promise.all([ensureDatabase(config.DATABASE_URL, 4000), assertRedisReachable(config.REDIS_URL, 4000)]);
  const { createDataSource, runMigrations } = await import('./data-source.js');
  const ds = await createDataSource(config.DATABASE_URL).initialize();
  try {
    return { migrated: await runMigrations(ds) };
  } finally {
    await ds.destroy();
  }
}
