import { Global, Module, type DynamicModule, Inject, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { createPool, PG_POOL } from './pg-pool.js';
import { WritePath } from './write-path.js';

class PoolCloser implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}
  async onApplicationShutdown() {
    await this.pool.end().catch(() => undefined);
  }
}

/**
 * The one pg pool every context queries through, and the write path (WRITE_FAST_PATH), global.
 * Migrations run before the app starts (app/preflight.ts, through app/data-source.ts); the running app
 * holds no other database connection.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: PG_POOL, inject: [CONFIG], useFactory: (c: Config) => createPool(c.DATABASE_URL, c.DATABASE_POOL_MAX) },
        { provide: PoolCloser, inject: [PG_POOL], useFactory: (p: pg.Pool) => new PoolCloser(p) },
        {
          provide: WritePath,
          inject: [PG_POOL, CONFIG],
          useFactory: (p: pg.Pool, c: Config) => new WritePath(p, c.WRITE_FAST_PATH === 'on'),
        },
      ],
      exports: [PG_POOL, WritePath],
    };
  }
}
