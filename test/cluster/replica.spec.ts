// Reads on a streaming replica with read-your-writes (docs/adr/0066): the cluster's own
// PostgreSQL (cluster.ts) and a real streaming replica of it (replica-server.ts), and two API
// instances of the app in this process (each its own pools and read router, as two processes
// would have) with DATABASE_REPLICA_URLS. A reader writes through one instance and reads through
// the other, its write position carried by the cookie as a browser would carry it.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../../services/server/src/config/config.schema.js';
import { createApp } from '../../services/server/src/app/create-app.js';
import { setLogLevel } from '../../services/server/src/platform/logging/logger.js';
import { Cluster, METRICS_TOKEN } from './cluster.js';
import { seedCluster, type Reader, type Seed } from './cluster-seed.js';
import { startReplica, type ReplicaServer } from './replica-server.js';

interface Api {
  name: string;
  app: NestFastifyApplication;
  url: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('reads on a streaming replica, never older than the reader’s own last write', () => {
  let c: Cluster;
  let seed: Seed;
  let replica: ReplicaServer;
  const apis: Api[] = [];

  async function startApi(name: string): Promise<Api> {
    const config = loadConfig({
      DATABASE_URL: `${c.dbUrl}?application_name=koma-${name}`,
      DATABASE_REPLICA_URLS: `${replica.url}?application_name=koma-${name}`,
      // Long enough that the paused replica stays in rotation while the spec looks at it (lag is the unit spec's).
      REPLICA_MAX_LAG_MS: '60000',
      REDIS_URL: c.redisUrl,
      QUEUE_PREFIX: c.queuePrefix,
      KOMA_ROLE: 'api',
      UPLOADS_DIR: c.uploadsDir,
      MAIL_OUTBOX_DIR: c.mailDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '1000',
      DATABASE_POOL_MAX: '6',
      METRICS_TOKEN,
      NODE_ENV: 'test',
      PORT: '0',
    });
    const app = await createApp(config, { background: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { name, app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
  }

  /** The reader's progress on the free episode, as the Recent shelf answers it through `api`. */
  async function recentPercentage(api: Api, reader: Reader, cookie?: string): Promise<{ status: number; percentage?: number }> {
    const res = await fetch(`${api.url}/api/get-comic-read/${reader.userId}`, {
      headers: { token: reader.token, ...(cookie ? { cookie } : {}) },
    });
    const body = (await res.json()) as { readData?: Array<{ episodeId: string; readPercentage: number }> };
    return { status: res.status, percentage: body.readData?.find((r) => r.episodeId === seed.freeEpisode)?.readPercentage };
  }

  /** Records progress through `api`; answers the cookie to echo (name=value) and the header. */
  async function recordProgress(api: Api, reader: Reader, percentage: number): Promise<{ cookie: string; header: string | null }> {
    const res = await fetch(`${api.url}/api/add-comic-read`, {
      method: 'POST',
      headers: { token: reader.token, 'content-type': 'application/json' },
      body: JSON.stringify({ episodeId: seed.freeEpisode, comicId: seed.comicId, readPercentage: percentage }),
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((v) => v.startsWith('koma_lsn='));
    expect(setCookie).toMatch(/^koma_lsn=[0-9A-F]+\/[0-9A-F]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    return { cookie: setCookie!.split(';')[0]!, header: res.headers.get('x-koma-lsn') };
  }

  /** A counter's total over its samples whose labels include `label` (both instances share this process's registry). */
  async function metric(name: string, label: string): Promise<number> {
    const text = await (await fetch(`${apis[1]!.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    return [...text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))]
      .filter((m) => m[1]!.includes(label))
      .reduce((n, m) => n + Number(m[2]), 0);
  }

  /** Until the instances' probes have seen the replica at least as far as the primary now is. */
  async function replicaInRotation(): Promise<void> {
    for (const until = Date.now() + 10_000; ;) {
      const text = await (await fetch(`${apis[0]!.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      const rotation = [...text.matchAll(/^koma_db_replica_in_rotation\{[^}]*\} (\S+)$/gm)].map((m) => Number(m[1]));
      if (rotation.length && rotation.every((v) => v === 1)) return;
      if (Date.now() > until)
        throw new Error(
          `the replica is not in rotation:\n${text
            .split('\n')
            .filter((l) => l.includes('replica'))
            .join('\n')}`,
        );
      await sleep(100);
    }
  }

  /** Until the replica has replayed everything the primary has written so far. */
  async function replicaCaughtUp(): Promise<void> {
    const { rows } = await c.db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    for (const until = Date.now() + 10_000; ; await sleep(50)) {
      const r = await replica.db.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [rows[0]!.lsn]);
      if (r.rows[0]!.ok) return;
      if (Date.now() > until) throw new Error('the replica did not catch up');
    }
  }

  beforeAll(async () => {
    setLogLevel('silent');
    c = await Cluster.services();
    seed = await seedCluster(c, { readers: 3, episodes: 2, coins: 10 });
    c.openPool();
    replica = await startReplica(c);
    apis.push(await startApi('api-1'), await startApi('api-2'));
    await replicaInRotation();
  }, 60_000);

  afterAll(async () => {
    for (const a of apis) await a.app.close().catch(() => undefined);
    await replica?.stop();
    await c?.stop();
  }, 30_000);

  it('streams: the replica is in recovery and replays what the primary commits', async () => {
    const { rows } = await replica.db.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r');
    expect(rows[0]!.r).toBe(true);
  });

  it('serves a write through one instance to the same reader through the other at once, and a reader without writes from the replica', async () => {
    const [a, b] = apis as [Api, Api];
    const writer = seed.readers[0]!;
    const replicaReads = await metric('koma_db_reads_total', 'target="replica"');
    const { cookie, header } = await recordProgress(a, writer, 11);
    expect(header).toBe(cookie.slice('koma_lsn='.length));
    expect(await recentPercentage(b, writer, cookie)).toEqual({ status: 200, percentage: 11 });
    // A reader who wrote nothing reads the replica.
    expect((await recentPercentage(b, seed.readers[1]!)).status).toBe(200);
    expect(await metric('koma_db_reads_total', 'target="replica"')).toBeGreaterThan(replicaReads);
  });

  it('sends a GraphQL query to the replica and stamps no write position on it', async () => {
    const replicaReads = await metric('koma_db_reads_total', 'target="replica"');
    const res = await fetch(`${apis[0]!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ genres }' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data?: { genres: string[] } }).data?.genres).toEqual(['Action']);
    expect(res.headers.get('x-koma-lsn')).toBeNull();
    expect(await metric('koma_db_reads_total', 'target="replica"')).toBeGreaterThan(replicaReads);
  });

  it('with replay paused, serves the reader who just wrote from the primary (ryw) and others from the replica', async () => {
    const [a, b] = apis as [Api, Api];
    const writer = seed.readers[0]!;
    await recordProgress(a, writer, 20);
    await replicaCaughtUp();
    await replica.pauseReplay();
    try {
      const { cookie } = await recordProgress(a, writer, 42);
      const ryw = await metric('koma_db_read_fallbacks_total', 'reason="ryw"');
      const replicaReads = await metric('koma_db_reads_total', 'target="replica"');
      // Through the other instance, with the cookie: the primary, so the write is seen.
      expect(await recentPercentage(b, writer, cookie)).toEqual({ status: 200, percentage: 42 });
      expect(await metric('koma_db_read_fallbacks_total', 'reason="ryw"')).toBeGreaterThan(ryw);
      // The same request without the cookie is a reader without writes: the paused replica's older data.
      expect(await recentPercentage(b, writer)).toEqual({ status: 200, percentage: 20 });
      expect(await recentPercentage(b, seed.readers[1]!)).toMatchObject({ status: 200 });
      expect(await metric('koma_db_reads_total', 'target="replica"')).toBeGreaterThan(replicaReads);
    } finally {
      await replica.resumeReplay();
    }
    await sleep(700);
    const { cookie } = await recordProgress(a, writer, 43);
    expect(await recentPercentage(b, writer, cookie)).toEqual({ status: 200, percentage: 43 });
  });

  it('keeps answering, without one 5xx, when the replica is killed under load', async () => {
    await replicaInRotation();
    const statuses = new Map<number, number>();
    let stop = false;
    const worker = async (i: number) => {
      const reader = seed.readers[i % seed.readers.length]!;
      const api = apis[i % apis.length]!;
      while (!stop) {
        let status: number;
        try {
          status = (await recentPercentage(api, reader)).status;
        } catch {
          status = 0; // no answer at all
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const before = { replica: await metric('koma_db_reads_total', 'target="replica"') };
    const load = Promise.all(Array.from({ length: 8 }, (_, i) => worker(i)));
    await sleep(1000);
    const atKill = await metric('koma_db_reads_total', 'target="replica"');
    await replica.kill();
    await sleep(2000);
    stop = true;
    await load;
    const down = await metric('koma_db_read_fallbacks_total', 'reason="down"');
    const errors = await metric('koma_db_read_fallbacks_total', 'reason="error"');
    process.stderr.write(
      `replica killed under load: statuses ${JSON.stringify(Object.fromEntries(statuses))}, fallbacks down ${down} error ${errors}\n`,
    );
    expect(atKill).toBeGreaterThan(before.replica); // the replica served part of the load before it died
    expect([...statuses.keys()]).toEqual([200]);
    expect(down).toBeGreaterThan(0);
  }, 30_000);
});
