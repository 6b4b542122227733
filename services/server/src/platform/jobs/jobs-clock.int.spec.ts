import { startTestApp, type TestApp } from '../testing/test-app.js';
import { FakeClock, HOUR } from '../clock/clock.js';
import { JobsService } from './jobs.service.js';

declare module './job-catalog.js' {
  interface JobCatalog {
    'test.clock': { n: number };
    'test.backoff': { n: number };
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

describe('jobs on the injected Clock', () => {
  const clock = new FakeClock(new Date('2030-05-01T00:00:00Z'));
  let t: TestApp;
  let jobs: JobsService;
  beforeAll(async () => {
    t = await startTestApp(import.meta.url, { clock });
    jobs = t.app.get(JobsService);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delays by the Clock, and the sweeper runs a job as soon as the Clock says it is due', async () => {
    let runs = 0;
    jobs.registerHandler('test.clock', async () => {
      runs++;
    });
    await jobs.schedule('test.clock', { n: 1 }, { jobId: 'clock:1', runAt: new Date(clock.now().getTime() + HOUR) });
    await sleep(300);
    expect(await jobs.sweepNow()).toEqual({ enqueued: 0, promoted: 0 });
    expect(runs).toBe(0);
    clock.advance(2 * HOUR);
    expect(await jobs.sweepNow()).toEqual({ enqueued: 0, promoted: 1 });
    await waitFor(
      () => runs,
      (n) => n === 1,
    );
    expect((await jobs.getRecord('clock:1'))?.status).toBe('done');
  });

  it('does not cut a retry backoff short', async () => {
    let tries = 0;
    jobs.registerHandler(
      'test.backoff',
      async () => {
        tries++;
        if (tries === 1) throw new Error('first try fails');
      },
      { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
    );
    await jobs.schedule('test.backoff', { n: 1 }, { jobId: 'backoff:1' });
    await waitFor(
      () => jobs.getRecord('backoff:1'),
      (r) => r?.lastError === 'first try fails',
    );
    expect(await jobs.sweepNow()).toEqual({ enqueued: 0, promoted: 0 });
    await sleep(300);
    expect(tries).toBe(1);
    expect((await jobs.getRecord('backoff:1'))?.status).toBe('pending');
  });
});
