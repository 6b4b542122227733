import pg from 'pg';
import type { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createRedis } from '../redis/redis.js';
import { requestContext } from '../context/request-context.js';
import { withTransaction } from '../database/pg-pool.js';
import { JobsService, queueJobId } from './jobs.service.js';

const METRICS_TOKEN = 'jobs-spec-metrics-token';

declare module './job-catalog.js' {
  interface JobCatalog {
    'test.once': { n: number };
    'test.wiped': { n: number };
    'test.intx': { n: number };
    'test.fail': { n: number };
    'test.flaky': { n: number };
    'test.context': { n: number };
    'test.slow': { n: number };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(fn: () => Promise<T> | T, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms (last value ${JSON.stringify(v)})`);
    await sleep(50);
  }
}

/** Deletes every Redis key of this test's queue prefix: what losing Redis data looks like. */
async function wipeRedis(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) deleted += await redis.del(...keys);
  } while (cursor !== '0');
  return deleted;
}

describe('jobs (BullMQ + scheduled_jobs in PostgreSQL)', () => {
  let t: TestApp;
  let jobs: JobsService;
  let redis: Redis;
  let pool: pg.Pool;
  const calls = new Map<string, number>();
  const bump = (k: string) => calls.set(k, (calls.get(k) ?? 0) + 1);

  beforeAll(async () => {
    t = await startTestApp(import.meta.url, { env: { METRICS_TOKEN } });
    jobs = t.app.get(JobsService);
    redis = createRedis(t.config.REDIS_URL);
    pool = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  });
  afterAll(async () => {
    await t?.close();
    if (redis && t) await wipeRedis(redis, t.config.QUEUE_PREFIX);
    redis?.disconnect();
    await pool?.end();
  });

  it('runs the same delayed job added twice exactly once, and never again once done', async () => {
    jobs.registerHandler('test.once', async ({ n }) => {
      bump(`once:${n}`);
    });
    // Far enough ahead that a loaded CI machine cannot reach it before the checks below.
    const runAt = new Date(Date.now() + 3000);
    await jobs.schedule('test.once', { n: 1 }, { jobId: 'once:1', runAt });
    await jobs.schedule('test.once', { n: 1 }, { jobId: 'once:1', runAt });
    expect(calls.get('once:1')).toBeUndefined(); // delayed, not run yet
    expect((await jobs.getRecord('once:1'))?.status).toBe('pending');
    await waitFor(
      () => jobs.getRecord('once:1'),
      (r) => r?.status === 'done',
    );
    await sleep(500);
    expect(calls.get('once:1')).toBe(1);

    // Scheduling it again, sweeping, even losing Redis's completed record: still once.
    await jobs.schedule('test.once', { n: 1 }, { jobId: 'once:1' });
    await wipeRedis(redis, t.config.QUEUE_PREFIX);
    await jobs.schedule('test.once', { n: 1 }, { jobId: 'once:1' });
    await jobs.sweepNow();
    // Even a stale copy in Redis (say, restored from an old snapshot) does not run a finished job.
    await jobs.queue('test.once').add('test.once', { jobId: 'once:1' }, { jobId: queueJobId('once:1') });
    await waitFor(
      async () => await jobs.queue('test.once').getJobCounts('waiting', 'active', 'delayed'),
      (c) => c.waiting + c.active + c.delayed === 0,
    );
    await sleep(300);
    expect(calls.get('once:1')).toBe(1);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM public.scheduled_jobs WHERE job_id = $1', ['once:1']);
    expect(rows[0].n).toBe(1);
  });

  it('re-enqueues jobs wiped from Redis through the sweeper, and they run', async () => {
    jobs.registerHandler('test.wiped', async ({ n }) => {
      bump(`wiped:${n}`);
    });
    const runAt = new Date(Date.now() + 3000);
    for (const n of [1, 2, 3]) await jobs.schedule('test.wiped', { n }, { jobId: `wiped:${n}`, runAt });
    expect(await jobs.queue('test.wiped').getJob(queueJobId('wiped:1'))).toBeTruthy();

    expect(await wipeRedis(redis, t.config.QUEUE_PREFIX)).toBeGreaterThan(0);
    expect(await jobs.queue('test.wiped').getJob(queueJobId('wiped:1'))).toBeUndefined();
    // Not due yet: the sweeper leaves them alone.
    expect((await jobs.sweepNow()).enqueued).toBe(0);
    await waitFor(
      () => Date.now(),
      (now) => now > runAt.getTime() + 400,
    );
    expect(calls.get('wiped:1')).toBeUndefined(); // Redis lost them: nothing runs on its own

    expect((await jobs.sweepNow()).enqueued).toBe(3);
    await waitFor(
      () => [1, 2, 3].map((n) => calls.get(`wiped:${n}`) ?? 0),
      (c) => c.every((x) => x === 1),
    );
    await waitFor(
      () => jobs.getRecord('wiped:3'),
      (r) => r?.status === 'done',
    );
    // A second sweep finds nothing to do.
    expect(await jobs.sweepNow()).toEqual({ enqueued: 0, promoted: 0 });
  });

  it('records jobs inside a transaction: nothing runs on rollback; after commit, dispatch or the sweeper runs them', async () => {
    jobs.registerHandler('test.intx', async ({ n }) => {
      bump(`intx:${n}`);
    });
    await expect(
      withTransaction(pool, async (tx) => {
        await jobs.schedule('test.intx', { n: 1 }, { jobId: 'intx:1', tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobs.getRecord('intx:1')).toBeUndefined();

    await withTransaction(pool, async (tx) => {
      await jobs.schedule('test.intx', { n: 2 }, { jobId: 'intx:2', tx });
      await jobs.schedule('test.intx', { n: 3 }, { jobId: 'intx:3', tx });
    });
    await sleep(300);
    expect(calls.get('intx:2')).toBeUndefined(); // recorded, not yet enqueued
    await jobs.dispatch('intx:2');
    await waitFor(
      () => calls.get('intx:2') ?? 0,
      (c) => c === 1,
    );
    expect(calls.get('intx:3')).toBeUndefined();
    await jobs.sweepNow();
    await waitFor(
      () => calls.get('intx:3') ?? 0,
      (c) => c === 1,
    );
    await jobs.sweepNow();
    await sleep(300);
    expect(calls.get('intx:1')).toBeUndefined();
    expect(calls.get('intx:3')).toBe(1);
  });

  it('retries a failing handler, then marks the job failed with the error', async () => {
    const attemptsSeen: number[] = [];
    jobs.registerHandler(
      'test.fail',
      async (_p, ctx) => {
        attemptsSeen.push(ctx.attempt);
        throw new Error(`boom ${ctx.attempt}`);
      },
      { attempts: 3, backoff: { type: 'fixed', delay: 100 } },
    );
    await jobs.schedule('test.fail', { n: 1 }, { jobId: 'fail:1' });
    const rec = await waitFor(
      () => jobs.getRecord('fail:1'),
      (r) => r?.status === 'failed',
    );
    expect(attemptsSeen).toEqual([1, 2, 3]);
    expect(rec).toMatchObject({ status: 'failed', attempts: 3, attemptsMade: 3, lastError: 'boom 3' });
    // A failed job is not revived by the sweeper nor by scheduling it again.
    await jobs.sweepNow();
    await jobs.schedule('test.fail', { n: 1 }, { jobId: 'fail:1' });
    await sleep(400);
    expect(attemptsSeen).toHaveLength(3);

    // The schedule call's attempts win over the handler's.
    await jobs.schedule('test.fail', { n: 2 }, { jobId: 'fail:2', attempts: 1 });
    expect(
      await waitFor(
        () => jobs.getRecord('fail:2'),
        (r) => r?.status === 'failed',
      ),
    ).toMatchObject({ attemptsMade: 1, lastError: 'boom 1' });
  });

  it('a handler that fails then succeeds ends done, with the error cleared', async () => {
    let tries = 0;
    jobs.registerHandler(
      'test.flaky',
      async () => {
        tries++;
        if (tries < 3) throw new Error('not yet');
      },
      { attempts: 5, backoff: { type: 'fixed', delay: 50 } },
    );
    await jobs.schedule('test.flaky', { n: 1 }, { jobId: 'flaky:1' });
    const rec = await waitFor(
      () => jobs.getRecord('flaky:1'),
      (r) => r?.status === 'done',
    );
    expect(tries).toBe(3);
    expect(rec).toMatchObject({ attemptsMade: 3, lastError: null });
  });

  it("runs the handler inside a request context carrying the scheduler's correlation id", async () => {
    const seen: Array<string | undefined> = [];
    jobs.registerHandler('test.context', async () => {
      seen.push(requestContext.get()?.correlationId);
    });
    await requestContext.run({ correlationId: 'corr-jobs-123456' }, () => jobs.schedule('test.context', { n: 1 }, { jobId: 'ctx:1' }));
    await waitFor(
      () => seen.length,
      (n) => n === 1,
    );
    expect(seen).toEqual(['corr-jobs-123456']);
    expect((await pool.query('SELECT correlation_id FROM public.scheduled_jobs WHERE job_id = $1', ['ctx:1'])).rows[0].correlation_id).toBe(
      'corr-jobs-123456',
    );
  });

  it('refuses bad job names, ids and options without recording anything', async () => {
    const bad = [
      () => jobs.schedule('test.once', { n: 1 }, { jobId: '' }),
      () => jobs.schedule('test.once', { n: 1 }, { jobId: 'x'.repeat(256) }),
      () => jobs.schedule('test.once', { n: 1 }, { jobId: 'ok', attempts: 0 }),
      () => jobs.schedule('test.once', { n: 1 }, { jobId: 'ok', runAt: new Date('nope') }),
      () => jobs.schedule('bad:name' as 'test.once', { n: 1 }, { jobId: 'ok' }),
      () => jobs.schedule('test.wiped', { n: 1 }, { jobId: 'once:1' }), // id taken by another job name
    ];
    for (const f of bad) await expect(f()).rejects.toThrow();
    expect(await jobs.getRecord('ok')).toBeUndefined();
    expect(() => jobs.registerHandler('test.once', async () => undefined)).toThrow(/already registered/);
  });

  it('reports queue depths on /metrics', async () => {
    await jobs.schedule('test.once', { n: 9 }, { jobId: 'once:9', runAt: new Date(Date.now() + 60_000) });
    const text = await (await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toMatch(/koma_queue_jobs\{queue="test\.once",state="delayed"\} 1/);
    expect(text).toMatch(/koma_queue_jobs\{queue="test\.once",state="scheduled"\} 1/);
  });

  it('on shutdown lets an in-flight job finish before closing', async () => {
    let started = false;
    jobs.registerHandler('test.slow', async () => {
      started = true;
      await sleep(700);
      bump('slow');
    });
    await jobs.schedule('test.slow', { n: 1 }, { jobId: 'slow:1' });
    await waitFor(
      () => started,
      (s) => s,
    );
    const t0 = Date.now();
    await t.close();
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(calls.get('slow')).toBe(1);
    const { rows } = await pool.query('SELECT status FROM public.scheduled_jobs WHERE job_id = $1', ['slow:1']);
    expect(rows[0].status).toBe('done');
  });
});
