// CatalogCache.get: a body is built once per catalog state; past its max age in the same state it is
// still answered while one rebuild runs beside it; a body of an earlier state is never answered.
import { FakeClock } from '../../../platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../../platform/testing/test-app.js';
import { CatalogCache } from './catalog-cache.js';

let t: TestApp;
let cache: CatalogCache;
beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock: new FakeClock(new Date('2026-06-01T12:00:00.000Z')) });
  cache = t.app.get(CatalogCache);
});
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const body = (b: { json: Buffer }) => JSON.parse(b.json.toString()) as { n: number };

/** A build that counts its calls and answers only when released. */
function gatedBuild() {
  let n = 0;
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  return {
    calls: () => n,
    hold: () => {
      gate = new Promise((r) => {
        release = r;
      });
    },
    release: () => release(),
    build: async () => {
      n += 1;
      const mine = n;
      await gate;
      return { n: mine };
    },
  };
}

describe('CatalogCache.get', () => {
  it('builds once for concurrent misses, then answers from memory within the max age', async () => {
    const b = gatedBuild();
    const [x, y] = await Promise.all([cache.get('k1', b.build, { maxAgeMs: 60_000 }), cache.get('k1', b.build, { maxAgeMs: 60_000 })]);
    expect([body(x).n, body(y).n, b.calls()]).toEqual([1, 1, 1]);
    expect(body(await cache.get('k1', b.build, { maxAgeMs: 60_000 })).n).toBe(1);
    expect(b.calls()).toBe(1);
  });

  it('past its max age answers the body it has at once while one rebuild runs, then the rebuilt one', async () => {
    const b = gatedBuild();
    expect(body(await cache.get('k2', b.build, { maxAgeMs: 30 })).n).toBe(1);
    await sleep(40);
    b.hold();
    // The rebuild is held: the stale body still comes back, and a second request starts no second build.
    expect(body(await cache.get('k2', b.build, { maxAgeMs: 30 })).n).toBe(1);
    expect(body(await cache.get('k2', b.build, { maxAgeMs: 30 })).n).toBe(1);
    expect(b.calls()).toBe(2);
    b.release();
    await sleep(10);
    expect(body(await cache.get('k2', b.build, { maxAgeMs: 30 })).n).toBe(2);
  });

  it('a failed refresh keeps the body, and the next request past its age tries again', async () => {
    let fail = false;
    let n = 0;
    const build = async () => {
      n += 1;
      if (fail) throw new Error('database away');
      return { n };
    };
    expect(body(await cache.get('k3', build, { maxAgeMs: 20 })).n).toBe(1);
    await sleep(30);
    fail = true;
    expect(body(await cache.get('k3', build, { maxAgeMs: 20 })).n).toBe(1);
    await sleep(5);
    fail = false;
    expect(body(await cache.get('k3', build, { maxAgeMs: 20 })).n).toBe(1);
    await sleep(5);
    expect(body(await cache.get('k3', build, { maxAgeMs: 20 })).n).toBe(3);
  });

  it('never answers a body built in another catalog state: after an import it waits for the new one', async () => {
    const b = gatedBuild();
    expect(body(await cache.get('k4', b.build, { maxAgeMs: 60_000 })).n).toBe(1);
    cache.invalidate();
    b.hold();
    let answered = false;
    const next = cache.get('k4', b.build, { maxAgeMs: 60_000 }).then((v) => {
      answered = true;
      return v;
    });
    await sleep(30);
    expect(answered).toBe(false);
    b.release();
    expect(body(await next).n).toBe(2);
  });
});
