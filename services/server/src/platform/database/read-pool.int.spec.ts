import type pg from 'pg';
import { ConfigError, loadConfig } from '../../config/config.schema.js';
import { requestContext, type RequestContext } from '../context/request-context.js';
import { readAfterOf } from '../http/read-your-writes.js';
import { readFallbacks, readsRouted } from '../metrics/replica-metrics.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { createPool } from './pg-pool.js';
import { chooseReplica, ReadPool, readingAfter } from './read-pool.js';
import { PrimaryPositions, Replica } from './replica.js';
import { formatWalPosition, parseWalPosition } from './wal-position.js';

const MAX_LAG = 2000;

/** The pool `name` on the spec's database, told apart by its application_name. */
function namedPool(url: string, name: string, timeoutMs?: number): pg.Pool {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return createPool(u.toString(), 2, timeoutMs);
}

async function counter(c: typeof readsRouted | typeof readFallbacks, label: string): Promise<number> {
  const { values } = await c.get();
  return values.filter((v) => Object.values(v.labels).includes(label)).reduce((n, v) => n + v.value, 0);
}

const servedBy = async (reads: ReadPool, ctx?: Partial<RequestContext>): Promise<string> => {
  const run = () => reads.query<{ app: string }>("SELECT current_setting('application_name') AS app");
  const { rows } = await (ctx ? requestContext.run({ correlationId: 'spec', ...ctx }, run) : run());
  return rows[0]!.app;
};

describe('ReadPool: where a read goes', () => {
  let url: string;
  let primary: pg.Pool;
  let replica: Replica;
  let reads: ReadPool;
  const positions = new PrimaryPositions(60_000);
  const p = (text: string) => parseWalPosition(text)!;
  /** The replica as a probe would have left it (the probe itself is not running). */
  const probed = (replayed: string, replayAgeMs: number | null, primaryAt = replayed, now = Date.now()) => {
    positions.record(p(primaryAt), now);
    replica.observe({ inRecovery: true, replayed: p(replayed), replayAgeMs }, positions, now);
  };

  beforeAll(async () => {
    url = await freshTestDatabase(import.meta.url);
    primary = namedPool(url, 'primary');
  });
  beforeEach(() => {
    replica = new Replica('replica-a', namedPool(url, 'replica-a'), MAX_LAG);
    reads = new ReadPool(primary, [replica]);
  });
  afterEach(async () => {
    await reads.stop();
  });
  afterAll(async () => {
    await primary?.end();
  });

  it('without replicas reads the primary, whatever the request, and counts no fallback', async () => {
    const alone = new ReadPool(primary, []);
    const before = await counter(readFallbacks, 'down');
    expect(await servedBy(alone, { replicaReads: true })).toBe('primary');
    expect(await servedBy(alone)).toBe('primary');
    expect(alone.hasReplicas).toBe(false);
    expect(await counter(readFallbacks, 'down')).toBe(before);
  });

  it('sends a replica-eligible read to a replica in rotation, and any other read to the primary', async () => {
    probed('0/3000000', 5);
    const before = await counter(readsRouted, 'replica');
    expect(await servedBy(reads, { replicaReads: true })).toBe('replica-a');
    expect(await counter(readsRouted, 'replica')).toBe(before + 1);
    expect(await servedBy(reads, {})).toBe('primary'); // a write's request, a job
    expect(await servedBy(reads)).toBe('primary'); // no context at all
  });

  it('sends a reader whose last write the replica has not replayed to the primary (ryw), and serves it there once replayed', async () => {
    probed('0/3000000', 5);
    const ryw = await counter(readFallbacks, 'ryw');
    expect(await servedBy(reads, { replicaReads: true, readAfter: p('0/3000001') })).toBe('primary');
    expect(await counter(readFallbacks, 'ryw')).toBe(ryw + 1);
    expect(await servedBy(reads, { replicaReads: true })).toBe('replica-a'); // a reader without writes
    expect(await servedBy(reads, { replicaReads: true, readAfter: p('0/3000000') })).toBe('replica-a');
    probed('0/3000100', 5);
    expect(await servedBy(reads, { replicaReads: true, readAfter: p('0/3000001') })).toBe('replica-a');
  });

  it('takes a replica further behind than the limit out of rotation (lag), and back when it catches up', async () => {
    const now = Date.now();
    positions.record(p('0/4000000'), now - 3000);
    probed('0/4000000', 3500, '0/5000000', now); // its data is 3 s old at most: more than 2 s
    expect(replica.inRotation).toBe(false);
    const lag = await counter(readFallbacks, 'lag');
    expect(await servedBy(reads, { replicaReads: true })).toBe('primary');
    expect(await counter(readFallbacks, 'lag')).toBe(lag + 1);
    probed('0/5000000', 3500, '0/5000000');
    expect(replica.inRotation).toBe(true);
    expect(await servedBy(reads, { replicaReads: true })).toBe('replica-a');
  });

  it('keeps a replica that has no connection out of rotation (down), asking it again only after a backoff', async () => {
    const dead = new Replica('dead', namedPool('postgres://postgres@127.0.0.1:1/none', 'dead', 500), MAX_LAG);
    const withDead = new ReadPool(primary, [dead]);
    try {
      await withDead.probe();
      expect(dead.state.up).toBe(false);
      expect(dead.due(Date.now())).toBe(false);
      expect(dead.due(Date.now() + 600)).toBe(true);
      const down = await counter(readFallbacks, 'down');
      expect(await servedBy(withDead, { replicaReads: true })).toBe('primary');
      expect(await counter(readFallbacks, 'down')).toBe(down + 1);
    } finally {
      await withDead.stop();
    }
  });

  it('keeps a server that is not a standby out of rotation: the probe of the primary itself finds it not in recovery', async () => {
    const notStandby = new Replica('not-standby', namedPool(url, 'not-standby'), MAX_LAG);
    const r = new ReadPool(primary, [notStandby]);
    try {
      await r.probe();
      expect(notStandby.state.up).toBe(false);
      expect(await servedBy(r, { replicaReads: true })).toBe('primary');
    } finally {
      await r.stop();
    }
  });

  it('asks the primary once more when the replica loses its connection mid-read, and takes it out of rotation', async () => {
    probed('0/3000000', 5);
    const errors = await counter(readFallbacks, 'error');
    // The replica's backend ends while a read runs on it.
    const read = requestContext.run({ correlationId: 'spec', replicaReads: true }, () =>
      reads.query<{ app: string }>("SELECT pg_sleep(0.3), current_setting('application_name') AS app"),
    );
    await new Promise((r) => setTimeout(r, 100));
    await primary.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', ['replica-a']);
    expect((await read).rows[0]!.app).toBe('primary');
    expect(await counter(readFallbacks, 'error')).toBe(errors + 1);
    expect(replica.state.up).toBe(false);
  });

  it("asks the primary once more when the replica refuses the statement, and answers the primary's refusal", async () => {
    probed('0/3000000', 5);
    await expect(requestContext.run({ correlationId: 'spec', replicaReads: true }, () => reads.query('SELECT 1 / 0'))).rejects.toThrow(
      /division by zero/,
    );
    expect(replica.state.up).toBe(true); // a statement's error says nothing of the replica
  });

  it('round-robins between replicas in rotation', async () => {
    const b = new Replica('replica-b', namedPool(url, 'replica-b'), MAX_LAG);
    const two = new ReadPool(primary, [replica, b]);
    try {
      probed('0/3000000', 5);
      b.observe({ inRecovery: true, replayed: p('0/3000000'), replayAgeMs: 5 }, positions, Date.now());
      const seen = [];
      for (let i = 0; i < 4; i++) seen.push(await servedBy(two, { replicaReads: true }));
      expect(seen).toEqual(['replica-a', 'replica-b', 'replica-a', 'replica-b']);
      expect(chooseReplica([replica, b], p('0/3000001'), 0)).toBe('ryw');
    } finally {
      await two.stop();
    }
  });

  it('readingAfter raises the floor of the reads inside it, never lowers the reader’s own', async () => {
    probed('0/3000000', 5);
    await requestContext.run({ correlationId: 'spec', replicaReads: true, readAfter: p('0/2000000') }, async () => {
      expect(await readingAfter(p('0/3000001'), () => servedBy(reads))).toBe('primary');
      expect(await readingAfter(p('0/1000000'), () => servedBy(reads))).toBe('replica-a');
      expect(requestContext.get()!.readAfter).toBe(p('0/2000000'));
    });
  });

  it("answers the primary's write position, past a commit made before it", async () => {
    const before = await reads.writePosition();
    await primary.query('CREATE TABLE IF NOT EXISTS read_pool_spec (x int); INSERT INTO read_pool_spec VALUES (1)');
    const after = await reads.writePosition();
    expect(after! > before!).toBe(true);
  });
});

describe('the replica lag of a probe', () => {
  const p = (text: string) => parseWalPosition(text)!;

  it('is 0 for a replica at the primary’s position, however old its last replayed transaction (an idle primary)', () => {
    const positions = new PrimaryPositions(60_000);
    positions.record(p('0/100'), 1000);
    expect(positions.lagMs(p('0/100'), 3_600_000, 1500)).toBe(0);
    expect(positions.lagMs(p('0/200'), 3_600_000, 1500)).toBe(0); // replayed past the sample taken before it
  });

  it('behind, is at most the time since the last primary position it had reached, and at most its replay age', () => {
    const positions = new PrimaryPositions(60_000);
    positions.record(p('0/100'), 1000);
    positions.record(p('0/200'), 1500);
    positions.record(p('0/300'), 2000);
    expect(positions.lagMs(p('0/250'), null, 2100)).toBe(600); // everything before 1500 replayed
    expect(positions.lagMs(p('0/250'), 40, 2100)).toBe(40); // its last replayed commit is 40 ms old
    expect(positions.lagMs(p('0/50'), null, 2100)).toBe(Infinity); // nothing known bounds it
  });

  it('formats and parses WAL positions, and refuses what is not one', () => {
    expect(formatWalPosition(p('16/B374D848'))).toBe('16/B374D848');
    expect(p('1/0') > p('0/FFFFFFFF')).toBe(true);
    for (const bad of ['', '16', '16/', 'G/1', '1/2/3', '123456789/0', ' 1/2']) expect(parseWalPosition(bad)).toBeUndefined();
  });
});

describe('the reader’s write position on a request', () => {
  it('is the later of the header and the cookie', () => {
    expect(readAfterOf({})).toBeUndefined();
    expect(readAfterOf({ 'x-koma-lsn': '0/20' })).toBe(0x20n);
    expect(readAfterOf({ cookie: 'koma_lang=mn; koma_lsn=0/30' })).toBe(0x30n);
    expect(readAfterOf({ 'x-koma-lsn': '0/40', cookie: 'koma_lsn=0/30' })).toBe(0x40n);
  });

  it('refuses a header that is not a position (400), and reads the primary for a cookie that is not one', () => {
    expect(() => readAfterOf({ 'x-koma-lsn': 'yesterday' })).toThrow(expect.objectContaining({ code: 'READ_AFTER.INVALID' }));
    expect(readAfterOf({ cookie: 'koma_lsn=garbage' })).toBe((1n << 64n) - 1n);
  });
});

describe('the replica configuration', () => {
  it('is off by default: no replica, a lag limit of 2 s', () => {
    const c = loadConfig({});
    expect(c.DATABASE_REPLICA_URLS).toEqual([]);
    expect(c.REPLICA_MAX_LAG_MS).toBe(2000);
  });

  it('lists the replica URLs and the lag limit', () => {
    const c = loadConfig({ DATABASE_REPLICA_URLS: 'postgres://a:5433/koma, postgresql://b/koma', REPLICA_MAX_LAG_MS: '500' });
    expect(c.DATABASE_REPLICA_URLS).toEqual(['postgres://a:5433/koma', 'postgresql://b/koma']);
    expect(c.REPLICA_MAX_LAG_MS).toBe(500);
  });

  it('refuses a URL that is not postgres, an empty list and a lag limit that is not a positive integer, naming each', () => {
    for (const [env, text] of [
      [{ DATABASE_REPLICA_URLS: 'postgres://a/koma,mysql://b/koma' }, "DATABASE_REPLICA_URLS: 'mysql://b/koma' is not a postgres URL"],
      [{ DATABASE_REPLICA_URLS: ' , ' }, 'DATABASE_REPLICA_URLS: must list at least one postgres URL'],
      [{ REPLICA_MAX_LAG_MS: '0' }, 'REPLICA_MAX_LAG_MS'],
      [{ REPLICA_MAX_LAG_MS: '1.5' }, 'REPLICA_MAX_LAG_MS'],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(text);
    }
  });
});
