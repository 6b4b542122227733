// The GraphQL event-stream caps under the flood that found them (issue 28: 1 500 authenticated and
// 800 anonymous SSE subscriptions from one address), run by `npm run bench -- stream-caps`. The
// same flood goes to the app with the caps as configured by default and, beside it, with the caps
// (and the per-address connection cap) out of the way: streams accepted, refused, the server's open
// connections and the heap after the flood.
// Asserted: with the caps on, exactly the address cap is accepted.
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { StreamSlots } from '../../services/server/src/platform/graphql/stream-slots.js';
import { newReader } from '../fixtures/readers.js';

const AUTHENTICATED = Number(process.env.STREAM_FLOOD_AUTH ?? 1500);
const ANONYMOUS = Number(process.env.STREAM_FLOOD_ANON ?? 800);
const READERS = 150; // the authenticated streams are spread over these accounts
const QUERY = JSON.stringify({ query: 'subscription { balanceChanges { coin } }' });
const ANON = JSON.stringify({ query: 'subscription { newComments(episodeId: "00000000-0000-4000-8000-000000000000") { id } }' });

/** Connections the app's HTTP server holds open (the client's ends live in this process too, so no fd count). */
const connections = (t: TestApp) =>
  new Promise<number>((resolve, reject) => {
    t.app.getHttpServer().getConnections((err: Error | null, n: number) => (err ? reject(err) : resolve(n)));
  });
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function flood(t: TestApp) {
  const readers = await Promise.all(Array.from({ length: READERS }, () => newReader(t, 'Flood')));
  global.gc?.();
  const before = { heap: process.memoryUsage().heapUsed };
  const open: AbortController[] = [];
  const statuses = new Map<number, number>();
  const one = async (token?: string) => {
    const ctrl = new AbortController();
    try {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        signal: ctrl.signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: token ? QUERY : ANON,
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.ok) open.push(ctrl);
      else await res.arrayBuffer();
    } catch {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
    }
  };
  const t0 = performance.now();
  const jobs = [
    ...Array.from({ length: AUTHENTICATED }, (_, i) => () => one(readers[i % READERS]!.token)),
    ...Array.from({ length: ANONYMOUS }, () => () => one()),
  ];
  for (let i = 0; i < jobs.length; i += 100) await Promise.all(jobs.slice(i, i + 100).map((j) => j()));
  const ms = performance.now() - t0;
  global.gc?.();
  const after = { connections: await connections(t), heap: process.memoryUsage().heapUsed, slots: t.app.get(StreamSlots).open };
  for (const c of open) c.abort();
  return {
    ms,
    statuses: Object.fromEntries(statuses),
    accepted: open.length,
    connections: after.connections,
    heap: after.heap - before.heap,
    slots: after.slots,
  };
}

test('the stream caps hold a flood from one address to the cap', async () => {
  const capped = await startTestApp(import.meta.url);
  const withCaps = await flood(capped);
  await capped.close();
  const open = await startTestApp(`${import.meta.url}#open`, {
    env: { GRAPHQL_STREAMS_PER_ADDRESS: '10000', GRAPHQL_STREAMS_PER_ACCOUNT: '1000', MAX_CONNECTIONS_PER_ADDRESS: '0' },
  });
  const without = await flood(open);
  await open.close();
  const row = (name: string, r: typeof withCaps) =>
    `| ${name} | ${r.accepted} | ${Object.entries(r.statuses)
      .map(([s, n]) => `${n}×${s}`)
      .join(', ')} | ${r.connections} | ${mb(r.heap)} | ${(r.ms / 1000).toFixed(1)} s |`;
  process.stderr.write(
    `\nA flood of ${AUTHENTICATED} authenticated (${READERS} accounts) and ${ANONYMOUS} anonymous event streams from 127.0.0.1\n` +
      '| server | accepted | answers | server connections after | heap after | flood took |\n|---|---|---|---|---|---|\n' +
      `${row('caps as configured (20 per address, 10 per account)', withCaps)}\n${row('caps raised out of the way', without)}\n\n`,
  );
  expect(withCaps.accepted).toBe(20);
  expect(withCaps.slots).toBe(20);
}, 600_000);
