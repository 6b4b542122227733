// What the cluster tests find after (and during) a load: the money invariants, every acknowledged
// write present exactly once, one runner per projection and per sweep, projections caught up.
import type pg from 'pg';
import { LOCK_NAMESPACE } from '../../services/server/src/platform/database/advisory-locks.js';
import { walletInvariantViolations } from '../fixtures/wallet-invariants.js';
import type { Acked } from './mixed-load.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Acknowledged writes not found (lost) and writes found more than once (duplicated). */
export async function ackedWrites(db: pg.Pool, acked: Acked): Promise<{ acknowledged: number; lost: string[]; duplicated: string[] }> {
  const lost: string[] = [];
  const duplicated: string[] = [];
  const p = acked.purchases;
  const { rows: missingBuys } = await db.query(
    `SELECT a.u, a.e FROM unnest($1::text[], $2::text[]) AS a(u, e)
      WHERE NOT EXISTS (SELECT 1 FROM rm.wallet_unlocks w WHERE w.user_id = a.u AND w.episode_id = a.e)`,
    [p.map((x) => x.userId), p.map((x) => x.episodeId)],
  );
  for (const r of missingBuys) lost.push(`purchase ${r.u} ${r.e}`);
  const c = acked.claims;
  const { rows: missingClaims } = await db.query(
    `SELECT a.u, a.g FROM unnest($1::text[], $2::text[]) AS a(u, g)
      WHERE NOT EXISTS (SELECT 1 FROM es.events e WHERE e.stream_id = 'wallet-' || a.u AND e.event_type = 'GiftClaimed' AND e.data->>'giftId' = a.g)`,
    [c.map((x) => x.userId), c.map((x) => x.giftId)],
  );
  for (const r of missingClaims) lost.push(`claim ${r.u} ${r.g}`);
  const m = acked.comments;
  const { rows: missingComments } = await db.query(
    `SELECT a.u, a.c FROM unnest($1::uuid[], $2::text[]) AS a(u, c)
      WHERE NOT EXISTS (SELECT 1 FROM public.community_comments k WHERE k.user_id = a.u AND k.content = a.c)`,
    [m.map((x) => x.userId), m.map((x) => x.content)],
  );
  for (const r of missingComments) lost.push(`comment ${r.u} ${r.c}`);

  const { rows: dupes } = await db.query(`
    SELECT 'purchase ' || stream_id || ' ' || (data->>'episodeId') AS what FROM es.events WHERE event_type = 'EpisodePurchased' GROUP BY stream_id, data->>'episodeId' HAVING count(*) > 1
    UNION ALL
    SELECT 'claim ' || stream_id || ' ' || (data->>'giftId') FROM es.events WHERE event_type = 'GiftClaimed' GROUP BY stream_id, data->>'giftId' HAVING count(*) > 1
    UNION ALL
    SELECT 'comment ' || user_id || ' ' || content FROM public.community_comments GROUP BY user_id, content HAVING count(*) > 1`);
  for (const r of dupes) duplicated.push(r.what);
  return { acknowledged: p.length + c.length + m.length, lost, duplicated };
}

export async function walletViolations(db: pg.Pool): Promise<string[]> {
  return (await walletInvariantViolations(db)).violations;
}

/** Events not yet taken by each async projection and reactor of its live generation. */
export async function lags(db: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await db.query(`
    SELECT p.name, (SELECT count(*) FROM es.events e WHERE (e.transaction_id, e.global_position) > (g.last_txid, g.last_position))::int AS lag
      FROM rm.projections p JOIN rm.projection_generations g ON g.name = p.name AND g.generation = p.generation
     WHERE p.kind <> 'inline'`);
  return Object.fromEntries(rows.map((r) => [r.name, r.lag]));
}

/** Waits until every async projection and reactor has caught up; returns the lags left. */
export async function settle(db: pg.Pool, timeoutMs = 30_000): Promise<Record<string, number>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const l = await lags(db);
    if (Object.values(l).every((n) => n === 0) || Date.now() > until) return l;
    await sleep(200);
  }
}

/** Who holds each lock of a namespace now: lock name → application names (koma-<member>). */
export async function lockHolders(db: pg.Pool, namespace: number, names: string[]): Promise<Map<string, string[]>> {
  const { rows } = await db.query(
    `
    SELECT n.name, a.application_name AS holder
      FROM unnest($2::text[]) AS n(name)
      JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.classid::bigint = $1 AND l.objid::bigint = (hashtext(n.name)::bigint & 4294967295)
      JOIN pg_stat_activity a ON a.pid = l.pid`,
    [namespace, names],
  );
  const out = new Map<string, string[]>(names.map((n) => [n, []]));
  for (const r of rows) out.get(r.name)!.push(r.holder);
  return out;
}

export async function asyncProjectionNames(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query(`SELECT name FROM rm.projections WHERE kind <> 'inline' ORDER BY name`);
  return rows.map((r) => r.name);
}

export const runnerHolders = (db: pg.Pool, names: string[]) => lockHolders(db, LOCK_NAMESPACE.projectionRunner, names);
export const SWEEPS = ['jobs.sweep', 'wallet.expiry-sweep'];
export const sweepHolders = (db: pg.Pool) => lockHolders(db, LOCK_NAMESPACE.scheduledTask, SWEEPS);

/**
 * Samples the runner and sweep locks every `everyMs` until stopped: the most holders any
 * projection or sweep had at once, and samples where a projection had no runner.
 */
export function watchRunners(db: pg.Pool, names: string[], everyMs = 250) {
  let stopped = false;
  const most = new Map<string, number>();
  let samples = 0;
  const unowned = new Map<string, number>();
  const loop = (async () => {
    while (!stopped) {
      try {
        const [runners, sweeps] = await Promise.all([runnerHolders(db, names), sweepHolders(db)]);
        samples++;
        for (const [n, h] of [...runners, ...sweeps]) most.set(n, Math.max(most.get(n) ?? 0, h.length));
        for (const [n, h] of runners) if (!h.length) unowned.set(n, (unowned.get(n) ?? 0) + 1);
      } catch {
        /* PostgreSQL restarting */
      }
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { samples, most, unowned };
    },
  };
}

/**
 * Usage history (async) against the log: for every EpisodePurchased event, one row per currency
 * it drew (coin, bonus). A skipped event shows as missing rows, a twice-applied one as extra rows.
 */
export async function usageHistoryMismatches(db: pg.Pool): Promise<{ events: number; skipped: string[]; doubled: string[] }> {
  const { rows } = await db.query(`
    WITH expected AS (
      SELECT e.event_id, (SELECT count(DISTINCT CASE WHEN d->>'source' = 'paid' THEN 'coin' ELSE 'bonus' END)
                            FROM jsonb_array_elements(e.data->'draws') d WHERE (d->>'amount')::int > 0)::int AS n
        FROM es.events e WHERE e.event_type = 'EpisodePurchased'),
    got AS (SELECT event_id, count(*)::int AS n FROM rm.wallet_usage_history GROUP BY event_id)
    SELECT x.event_id::text AS id, x.n AS expected, coalesce(g.n, 0) AS got FROM expected x LEFT JOIN got g USING (event_id)`);
  return {
    events: rows.length,
    skipped: rows.filter((r) => r.got < r.expected).map((r) => r.id),
    doubled: rows.filter((r) => r.got > r.expected).map((r) => r.id),
  };
}
