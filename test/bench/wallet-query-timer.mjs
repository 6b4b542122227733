// Diagnostics for wallet-purchase.bench.ts (WALLET_BENCH_PROFILE=1): preloaded into the spawned
// server with --import, it times every SQL statement from issue to answer on its connection
// (round trip + execution + waiting for locks; not the wait for a pool connection) and writes
// per-statement totals as JSON to $WALLET_QUERY_LOG when the process exits.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const stats = new Map();
const record = (text, start) => {
  const key = String(text ?? '?')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 90);
  const ms = performance.now() - start;
  const s = stats.get(key) ?? { calls: 0, totalMs: 0, maxMs: 0 };
  s.calls++;
  s.totalMs += ms;
  s.maxMs = Math.max(s.maxMs, ms);
  stats.set(key, s);
};
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const start = performance.now();
  // pg.Pool#query passes a callback (as values when there are none): time those too
  if (typeof values === 'function') {
    const cb = values;
    values = (...a) => {
      record(text, start);
      cb(...a);
    };
  }
  if (typeof callback === 'function') {
    const cb = callback;
    callback = (...a) => {
      record(text, start);
      cb(...a);
    };
  }
  if (typeof config?.callback === 'function') {
    const cb = config.callback;
    config.callback = (...a) => {
      record(text, start);
      cb(...a);
    };
  }
  const result = query.call(this, config, values, callback);
  if (result && typeof result.then === 'function')
    result.then(
      () => record(text, start),
      () => record(text, start),
    );
  return result;
};
process.on('exit', () => {
  if (!process.env.WALLET_QUERY_LOG) return;
  const rows = [...stats].map(([sql, s]) => ({ sql, ...s })).sort((a, b) => b.totalMs - a.totalMs);
  writeFileSync(process.env.WALLET_QUERY_LOG, JSON.stringify(rows, null, 1));
});
