// The larger fuzz run (`npm run bench -- fuzz`, KOMA_BENCH=1): FUZZ_CASES hostile requests per
// route (default 200) built from the OpenAPI document, FUZZ_SEED to replay a run (default: the
// time). Same checks as test/api/openapi-fuzz.spec.ts; every failing case is printed with its seed.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { setLogLevel } from '../../services/server/src/platform/logging/logger.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { expectWalletInvariants } from '../fixtures/wallet-invariants.js';
import { fuzzEveryRoute } from '../fixtures/fuzz/fuzz-every-route.js';
import { fuzzIds, fundWithCoinPack } from '../fixtures/fuzz/fuzz-catalog.js';

const CASES = Number(process.env.FUZZ_CASES ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

it(
  'fuzzes every route',
  async () => {
    const sink = await startSmtpSink();
    const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
    const { t, ids } = await startWithMiniCatalog(import.meta.url, { clock, env: { SMTP_URL: sink.url, METRICS_TOKEN: randomUUID() } });
    // An unhandled error is logged at error level: show those (and only those) while fuzzing.
    setLogLevel('error');
    const started = Date.now();
    try {
      const report = await fuzzEveryRoute(t, {
        cases: CASES,
        seed: SEED,
        ids: fuzzIds(ids),
        fund: fundWithCoinPack(fuzzIds(ids)),
        log: (l) => process.stderr.write(`${l}\n`),
      });
      const secs = (Date.now() - started) / 1000;
      process.stderr.write(
        `[fuzz bench] seed ${SEED}: ${report.operations} operations × ${CASES} cases = ${report.requests} requests in ${secs.toFixed(1)} s ` +
          `(${(report.requests / secs).toFixed(0)}/s), ${report.refused} refused, by status ${JSON.stringify(report.byStatus)}, ${report.failures.length} failing operations\n`,
      );
      expect(report.failures).toEqual([]);
      const db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
      try {
        await expectWalletInvariants(db);
      } finally {
        await db.end();
      }
    } finally {
      await t.close();
      await sink.close();
    }
  },
  4 * 3_600_000,
);
