import { Global, Module, type DynamicModule, Inject, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { WritePositionStamp } from '../http/read-your-writes.js';
import { createPool, PG_POOL } from './pg-pool.js';
import { ReadPool } from './read-pool.js';
import { Replica, replicaName } from './replica.js';
import { WritePath } from './write-path.js';

/** A replica that does not answer within this is tried again later; reads meanwhile go to the primary. */
const REPLICA_CONNECT_TIMEOUT_MS = 1000;

class PoolCloser implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly reads: ReadPool,
  ) {}
  async onApplicationShutdown() {
    await this.reads.stop();
    await this.pool.end().catch(() => undefined);
  }
}

function readPool(primary: pg.Pool, c: Config): ReadPool {
  // Only requests read replicas (a GET or a GraphQL query): a worker's reads are the primary's, so
  // it neither probes nor connects to them.
  const urls = c.KOMA_ROLE === 'worker' ? [] : (c.DATABASE_REPLICA_URLS ?? []);
  const replicas = urls.map(
    (url) => new Replica(replicaName(url), createPool(url, c.DATABASE_POOL_MAX, REPLICA_CONNECT_TIMEOUT_MS), c.REPLICA_MAX_LAG_MS),
  );
  const reads = new ReadPool(primary, replicas);
  reads.start();
  return reads;
}

/**
 * The one pg pool every context writes and queries through, the read router of the query
 * handlers and read models (ReadPool: the primary's pool, or a streaming replica's;
 * DATABASE_REPLICA_URLS), and the write path (WRITE_FAST_PATH), global. Migrations run before
 * the app starts (app/preflight.ts, through app/data-source.ts); the running app holds no other
 * database connection.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: PG_POOL, inject: [CONFIG], useFactory: (c: Config) => createPool(c.DATABASE_URL, c.DATABASE_POOL_MAX) },
        { provide: ReadPool, inject: [PG_POOL, CONFIG], useFactory: readPool },
        { provide: PoolCloser, inject: [PG_POOL, ReadPool], useFactory: (p: pg.Pool, r: ReadPool) => new PoolCloser(p, r) },
        {
          provide: WritePath,
          inject: [PG_POOL, CONFIG],
          useFactory: (p: pg.Pool, c: Config) => new WritePath(p, c.WRITE_FAST_PATH === 'on'),
        },
        WritePositionStamp,
      ],
      exports: [PG_POOL, ReadPool, WritePath],
    };
  }
}
