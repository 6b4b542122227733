import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type pg from 'pg';
import { loadConfig } from '../../config/config.schema.js';
import { PlatformModule } from '../platform.module.js';
import { PG_POOL } from '../database/pg-pool.js';
import { setLogLevel } from '../logging/logger.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { RUN_QUEUE_PREFIX } from '../testing/test-app.js';
import { WRITE_FAST_PATH_UNDER_TEST } from '../testing/write-fast-path.js';
import { CommandExecutor } from '../event-store/command-executor.js';
import { accountDecider } from '../event-store/account.fixture.js';
import { scrape } from '../metrics/metrics.js';
import { BalancesProjection, HistoryProjection } from './account-projections.fixture.js';
import { ProjectionEngine } from './projection-engine.js';
import { ProjectionsModule } from './projections.module.js';

class AppBalances extends BalancesProjection {
  constructor() {
    super(1);
  }
}
class AppHistory extends HistoryProjection {
  constructor() {
    super(100);
  }
}

@Module({ imports: [ProjectionsModule.forFeature([AppBalances, AppHistory])] })
class AccountsTestModule {}

describe('ProjectionsModule in the Nest app', () => {
  let app: INestApplicationContext;
  let pool: pg.Pool;

  beforeAll(async () => {
    setLogLevel(process.env.TEST_LOG_LEVEL ?? 'silent');
    const config = loadConfig({
      DATABASE_URL: await freshTestDatabase(import.meta.url),
      QUEUE_PREFIX: `${RUN_QUEUE_PREFIX}-projmod`,
      LOG_LEVEL: 'silent',
      WRITE_FAST_PATH: WRITE_FAST_PATH_UNDER_TEST,
    });
    @Module({ imports: [PlatformModule.forRoot(config), AccountsTestModule] })
    class TestRoot {}
    app = await NestFactory.createApplicationContext(TestRoot, { logger: false });
    app.enableShutdownHooks();
    await app.init();
    pool = app.get(PG_POOL);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('wires forFeature projections: inline ones run in the append, async ones in the worker loop', async () => {
    const exec = app.get(CommandExecutor);
    const out = await exec.execute(accountDecider, 'nest-1', { type: 'Deposit', account: 'nest-1', amount: 7 });
    expect((await pool.query("SELECT balance::int FROM rm.t_balances WHERE account = 'nest-1'")).rows).toEqual([{ balance: 7 }]);
    const id = out.events[0].eventId;
    const t0 = Date.now();
    while ((await pool.query('SELECT 1 FROM rm.t_history WHERE event_id = $1', [id])).rowCount === 0) {
      if (Date.now() - t0 > 3000) throw new Error('the async projection did not run');
      await new Promise((r) => setTimeout(r, 20));
    }
    const status = await app.get(ProjectionEngine).status();
    expect(status.map((s) => [s.name, s.state])).toEqual([
      ['t_balances', 'live'],
      ['t_history', 'live'],
    ]);
    expect(await scrape()).toMatch(/koma_projection_lag_events\{projection="t_history"\} 0/);
    expect(await scrape()).toMatch(/koma_events_appended_total\{stream_type="account"\} [1-9]/);
  });
});
