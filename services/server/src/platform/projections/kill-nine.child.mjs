// A worker process for kill-nine.int.spec.ts: runs the compiled projection engine
// (services/server/dist, built by `npm test` before Jest) on one database, with a counting
// projection written here in plain JavaScript. The spec SIGKILLs it in the middle of a batch.
//
//   node kill-nine.child.mjs <databaseUrl> ensure            build the projection if it is not live
//   node kill-nine.child.mjs <databaseUrl> run <slowMs>      the worker loop (ProjectionRunners) until SIGTERM
//   node kill-nine.child.mjs <databaseUrl> rebuild           a fresh rebuild into a new generation, then catch up
//
// Progress goes to the parent over the IPC channel: after every event applied (inside the still
// open batch transaction) `{ kind: 'applied', batch, index, size, position }`. `ensure` and
// `rebuild` answer with their exit code.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/platform');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { createPool } = await load('database/pg-pool.js');
const { setLogLevel } = await load('logging/logger.js');
const { ProjectionRunners, runBatch } = await load('projections/projection-runner.js');
const { buildGeneration } = await load('projections/projection-builder.js');
const { countAfter } = await load('projections/event-feed.js');
const { generationRows, liveRows } = await load('projections/projection-store.js');

const BATCH = 40;
const [url, mode, slowArg] = process.argv.slice(2);
const slowMs = Number(slowArg ?? 0);
const send = (msg) => {
  if (process.send) process.send(msg);
};
setLogLevel(process.env.TEST_LOG_LEVEL ?? 'silent');

let batches = 0;
/** Per account: events and balance (non-idempotent increments), plus one row per applied event (no unique key on purpose). */
const projection = {
  name: 'kn_counts',
  kind: 'async',
  version: 1,
  batchSize: BATCH,
  handles: ['Deposited', 'Withdrawn'],
  tables: {
    kn_counts: (t) => [`CREATE TABLE ${t} (account text PRIMARY KEY, events int NOT NULL, balance bigint NOT NULL)`],
    kn_applied: (t) => [`CREATE TABLE ${t} (event_id uuid NOT NULL, global_position bigint NOT NULL)`],
  },
  async apply(events, { tx, table }) {
    const batch = ++batches;
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      const amount = e.type === 'Withdrawn' ? -e.data.amount : e.data.amount;
      await tx.query(`INSERT INTO ${table('kn_applied')} (event_id, global_position) VALUES ($1, $2)`, [e.eventId, e.globalPosition]);
      await tx.query(
        `INSERT INTO ${table('kn_counts')} AS c (account, events, balance) VALUES ($1, 1, $2)
         ON CONFLICT (account) DO UPDATE SET events = c.events + 1, balance = c.balance + $2`,
        [e.data.account, amount],
      );
      if (slowMs > 0) await tx.query('SELECT pg_sleep($1)', [slowMs / 1000]);
      send({ kind: 'applied', batch, index: i + 1, size: events.length, position: e.globalPosition });
    }
  },
};

const pool = createPool(`${url}${url.includes('?') ? '&' : '?'}application_name=kn_${mode}_${process.pid}`, 4);

async function caughtUp() {
  const live = (await liveRows(pool)).get(projection.name);
  const gen = (await generationRows(pool, projection.name)).find((g) => g.generation === live?.generation);
  return gen ? (await countAfter(pool, { txid: gen.last_txid, position: gen.last_position })) === 0 : false;
}

if (mode === 'ensure') {
  if (!(await liveRows(pool)).has(projection.name)) await buildGeneration(pool, projection, { wait: true });
  await pool.end();
  process.exit(0);
} else if (mode === 'run') {
  const runners = new ProjectionRunners(pool, `${url}${url.includes('?') ? '&' : '?'}application_name=kn_runner_${process.pid}`, {
    pollMs: 50,
    lockRetryMs: 100,
    maxBackoffMs: 200,
  });
  process.on('SIGTERM', async () => {
    await runners.stop();
    await pool.end();
    process.exit(0);
  });
  runners.start([projection]);
  send({ kind: 'started' });
} else if (mode === 'rebuild') {
  const { generation, applied } = await buildGeneration(pool, projection, { wait: false });
  // The build stops at the cluster-wide xmin bound; the live loop would take it from there.
  const until = Date.now() + 30_000;
  while (!(await caughtUp())) {
    if (Date.now() > until) throw new Error('the rebuilt generation did not catch up within 30 s');
    if (!(await runBatch(pool, projection))) await new Promise((r) => setTimeout(r, 50));
  }
  await pool.end();
  process.stdout.write(`kn_counts rebuilt into generation ${generation} (${applied} events replayed)\n`);
  process.exit(0);
} else {
  throw new Error(`unknown mode ${mode}`);
}
