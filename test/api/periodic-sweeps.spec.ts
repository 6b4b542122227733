import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { LOCK_NAMESPACE } from '../../services/server/src/platform/database/advisory-locks.js';
import { withTransaction } from '../../services/server/src/platform/database/pg-pool.js';
import { IDENTITY_SWEEP, IdentitySweeper } from '../../services/server/src/modules/identity/infra/identity-sweeper.js';
import { WALLET_EXPIRY_SWEEP, WalletExpiry } from '../../services/server/src/modules/wallet/jobs/wallet-expiry.js';
import { JOBS_SWEEP, JobsService, queueJobId } from '../../services/server/src/platform/jobs/jobs.service.js';
import { runExclusively } from '../../services/server/src/platform/jobs/run-exclusively.js';

declare module '../../services/server/src/platform/jobs/job-catalog.js' {
  interface JobCatalog {
    'test.swept': { n: number };
  }
}

const sweeps = [JOBS_SWEEP, WALLET_EXPIRY_SWEEP, IDENTITY_SWEEP] as const;
const lockSql = (fn: 'lock' | 'unlock') => `SELECT pg_advisory_${fn}($1, hashtext($2))`;

describe('periodic sweeps (@nestjs/schedule intervals under an advisory lock)', () => {
  let t: TestApp;
  let holder: pg.Client;
  let targets: Record<(typeof sweeps)[number], { sweepOnSchedule(): Promise<boolean> }>;

  beforeAll(async () => {
    t = await startTestApp(import.meta.url);
    holder = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await holder.connect();
    targets = {
      [JOBS_SWEEP]: t.app.get(JobsService),
      [WALLET_EXPIRY_SWEEP]: t.app.get(WalletExpiry),
      [IDENTITY_SWEEP]: t.app.get(IdentitySweeper),
    };
  });
  afterAll(async () => {
    await holder?.end();
    await t?.close();
  });

  it('registers each sweep as a named interval of the scheduler', () => {
    const registry = t.app.get(SchedulerRegistry);
    expect(registry.getIntervals()).toEqual(expect.arrayContaining([...sweeps]));
    // The ticks below are driven by hand: no timer may take a lock between two steps.
    for (const name of sweeps) registry.deleteInterval(name);
  });

  it('skips a sweep while another session holds its lock, and runs it once the lock is free', async () => {
    for (const name of sweeps) {
      await holder.query(lockSql('lock'), [LOCK_NAMESPACE.scheduledTask, name]);
      try {
        expect(await targets[name].sweepOnSchedule()).toBe(false);
      } finally {
        await holder.query(lockSql('unlock'), [LOCK_NAMESPACE.scheduledTask, name]);
      }
      expect(await targets[name].sweepOnSchedule()).toBe(true);
    }
  });

  it('the job sweep enqueues a due job only on the run that holds the lock', async () => {
    const jobs = t.app.get(JobsService);
    const pool = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 1 });
    try {
      // Recorded inside a transaction and never dispatched: only a sweep can enqueue it.
      await withTransaction(pool, (tx) => jobs.schedule('test.swept', { n: 1 }, { jobId: 'swept:1', tx }));
      const queued = () => jobs.queue('test.swept').getJob(queueJobId('swept:1'));
      await holder.query(lockSql('lock'), [LOCK_NAMESPACE.scheduledTask, JOBS_SWEEP]);
      expect(await jobs.sweepOnSchedule()).toBe(false);
      expect(await queued()).toBeUndefined();
      await holder.query(lockSql('unlock'), [LOCK_NAMESPACE.scheduledTask, JOBS_SWEEP]);
      expect(await jobs.sweepOnSchedule()).toBe(true);
      expect(await queued()).toBeDefined();
    } finally {
      await jobs.queue('test.swept').obliterate({ force: true });
      await pool.end();
    }
  });

  it('of two concurrent runs of one task only one runs it; other tasks are not held up', async () => {
    const pool = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 4 });
    try {
      let release!: () => void;
      const gate = new Promise<void>((r) => {
        release = r;
      });
      let runs = 0;
      const first = runExclusively(pool, 'test.task', async () => {
        runs++;
        await gate;
      });
      // Wait until the first run holds the lock.
      while (runs === 0) await new Promise((r) => setTimeout(r, 10));
      expect(
        await runExclusively(pool, 'test.task', async () => {
          runs++;
        }),
      ).toBe(false);
      expect(await runExclusively(pool, 'test.other', async () => undefined)).toBe(true);
      release();
      expect(await first).toBe(true);
      expect(runs).toBe(1);
      // Released: the next run takes it.
      expect(
        await runExclusively(pool, 'test.task', async () => {
          runs++;
        }),
      ).toBe(true);
      expect(runs).toBe(2);
    } finally {
      await pool.end();
    }
  });
});

describe('periodic sweeps in an api-only process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(`${import.meta.url}#api`, { env: { KOMA_ROLE: 'api' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never sweep (worker and all roles only)', async () => {
    expect(await t.app.get(JobsService).sweepOnSchedule()).toBe(false);
    expect(await t.app.get(WalletExpiry).sweepOnSchedule()).toBe(false);
    expect(await t.app.get(IdentitySweeper).sweepOnSchedule()).toBe(false);
  });
});
