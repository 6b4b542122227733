// Issue #18 item 4: hostile input on every route, driven by the OpenAPI document (a bounded run;
// `npm run bench -- fuzz` runs many more cases). Never a 5xx, never a stack trace, always the
// envelope, and nothing moved for a refused call.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { expectWalletInvariants } from '../fixtures/wallet-invariants.js';
import { fuzzEveryRoute } from '../fixtures/fuzz/fuzz-every-route.js';
import { fuzzIds, fundWithCoinPack } from '../fixtures/fuzz/fuzz-catalog.js';

const CASES = Number(process.env.FUZZ_CASES ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 18);
const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let ids: Record<string, string[]>;

beforeAll(async () => {
  sink = await startSmtpSink();
  const started = await startWithMiniCatalog(import.meta.url, { clock, env: { SMTP_URL: sink.url, METRICS_TOKEN: randomUUID() } });
  t = started.t;
  ids = fuzzIds(started.ids);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

it(`sends ${CASES} hostile requests to every route: no 5xx, no stack trace, the envelope, nothing moved when refused`, async () => {
  const report = await fuzzEveryRoute(t, {
    cases: CASES,
    seed: SEED,
    ids,
    fund: fundWithCoinPack(ids),
    log: (l) => process.stderr.write(`${l}\n`),
  });
  process.stderr.write(
    `fuzz: ${report.operations} operations, ${report.requests} requests, ${report.refused} refused, by status ${JSON.stringify(report.byStatus)}\n`,
  );
  expect(report.failures).toEqual([]);
  expect(report.operations).toBeGreaterThanOrEqual(60);
  expect(report.requests).toBe(report.operations * CASES);
  // The run reached the handlers, not only the guards: some calls were answered, some refused.
  expect(report.refused).toBeGreaterThan(report.requests / 4);
  expect(report.requests - report.refused).toBeGreaterThan(report.operations);
  const db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  try {
    await expectWalletInvariants(db);
  } finally {
    await db.end();
  }
}, 120_000);
