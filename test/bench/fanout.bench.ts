// Release fan-out (run by `npm run bench`, KOMA_BENCH=1): one episode's "New episode" written for
// 100 000 belled readers by FanOutReleaseCommand (keyset batches of 5 000 with the settings and
// account checks, the unique key (user_id, episode_id, kind) and the resumable cursor), against a
// bare batched INSERT … SELECT of the same rows into a table of the same shape and indexes, in the
// same run. Rounds alternate which goes first, each after a CHECKPOINT; the table shows the median. Target (issue 16): ≥ 0.7.
import os from 'node:os';
import pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { FAN_OUT_BATCH, FanOutReleaseCommand, PlanNotificationsCommand } from '../../services/server/src/modules/inbox/index.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';

const READERS = 100_000;
const ROUNDS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));

describe('release fan-out', () => {
  let t: TestApp;
  let db: pg.Pool;
  let ids: Awaited<ReturnType<typeof startWithMiniCatalog>>['ids'];
  beforeAll(async () => {
    ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
    db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
    // What is live has been seen before the bells exist: the planner announces nothing on its own here.
    await t.app.get(CommandBus).execute(new PlanNotificationsCommand());
    await db.query(
      `INSERT INTO public.identity_users (id, email, full_name, created_at, updated_at)
      SELECT gen_random_uuid(), 'fan' || i || '@example.test', 'Fan ' || i, $1, $1 FROM generate_series(1, $2) i`,
      [clock.now(), READERS],
    );
    await db.query('INSERT INTO rm.inbox_bells (user_id, comic_id, since) SELECT id, $1, $2 FROM public.identity_users', [
      ids.comic,
      clock.now(),
    ]);
    await db.query('CREATE TABLE bench_bare (LIKE public.inbox_reader_notifications INCLUDING ALL)');
    await db.query('ANALYZE');
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  /** The bare baseline: the same rows, keyset batches of the same size, nothing else. */
  async function bare(episodeId: string): Promise<number> {
    const t0 = performance.now();
    let cursor = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const {
        rows: [r],
      } = await db.query(
        `
        WITH batch AS (SELECT user_id FROM rm.inbox_bells WHERE comic_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3),
        ins AS (INSERT INTO bench_bare (id, user_id, kind, comic_id, episode_id, title, message, schedule)
          SELECT gen_random_uuid(), user_id, 'new_episode', $1, $4, 'New episode: Mini Comic', 'Episode 2 is out now.', $5 FROM batch RETURNING 1)
        SELECT (SELECT count(*) FROM ins)::int AS n, (SELECT user_id FROM batch ORDER BY user_id DESC LIMIT 1) AS last`,
        [ids.comic, cursor, FAN_OUT_BATCH, episodeId, clock.now()],
      );
      if (!r.n) break;
      cursor = r.last;
      if (r.n < FAN_OUT_BATCH) break;
    }
    return READERS / ((performance.now() - t0) / 1000);
  }

  async function fanOut(episodeId: string): Promise<number> {
    const {
      rows: [a],
    } = await db.query(
      `INSERT INTO public.inbox_announcements (id, episode_id, comic_id, kind, announced_at)
      VALUES (gen_random_uuid(), $1, $2, 'new_episode', $3) RETURNING id`,
      [episodeId, ids.comic, clock.now()],
    );
    const t0 = performance.now();
    const out = await t.app.get(CommandBus).execute(new FanOutReleaseCommand(a.id));
    const s = (performance.now() - t0) / 1000;
    expect(out.written).toBe(READERS);
    return READERS / s;
  }

  it('writes notifications at ≥ 0.7 of a bare batched INSERT … SELECT', async () => {
    const b: number[] = [];
    const f: number[] = [];
    // Each run starts after a CHECKPOINT, so neither pays for the other's dirty pages, and the
    // order flips every round, so the autovacuum one run's inserts set off lands on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      const runs = [async () => b.push(await bare(ids.coin(round + 10))), async () => f.push(await fanOut(ids.coin(round + 1)))];
      for (const run of round % 2 ? runs.reverse() : runs) {
        await db.query('CHECKPOINT');
        await run();
      }
    }
    const ratio = median(f) / median(b);
    process.stdout.write(
      `\nfan-out of one release to ${READERS} belled readers (rows/s, median of ${ROUNDS} alternating rounds; ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(2)})\n` +
        `bare INSERT … SELECT: ${Math.round(median(b))}  FanOutReleaseCommand: ${Math.round(median(f))}  ratio ${ratio.toFixed(2)} (target >= 0.7)\n`,
    );
    expect(ratio).toBeGreaterThan(0.5); // margin: 2 shared cores
  }, 600_000);
});
