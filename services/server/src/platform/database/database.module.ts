import { Global, Module, type DynamicModule, Inject, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type pg from 'pg';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { createPool, PG_POOL } from './pg-pool.js';
import { createDataSource } from './data-source.js';

class PoolCloser implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, private readonly ds: DataSource) {}
  async onApplicationShutdown() {
    await this.pool.end().catch(() => undefined);
    if (this.ds.isInitialized) await this.ds.destroy().catch(() => undefined);
  }
}

/** One pg pool (event store, hot paths) and one TypeORM data source (tables), both global. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: PG_POOL, inject: [CONFIG], useFactory: (c: Config) => createPool(c.DATABASE_URL, c.DATABASE_POOL_MAX) },
        {
          provide: DataSource,
          inject: [CONFIG],
          // TypeORM serves migrations and entity metadata; the hot paths use the pg pool, so its own pool stays small.
          useFactory: async (c: Config) => createDataSource(c.DATABASE_URL, { max: 2 }).initialize(),
        },
        { provide: PoolCloser, inject: [PG_POOL, DataSource], useFactory: (p: pg.Pool, ds: DataSource) => new PoolCloser(p, ds) },
      ],
      exports: [PG_POOL, DataSource],
    };
  }
}
