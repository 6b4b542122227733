import type { Queryable } from '../database/pg-pool.js';
import type { EventField, FeedEvent } from '../event-store/event-store.types.js';
import { eventReader } from '../event-store/stored-event.js';
import type { Checkpoint } from './projection.types.js';

/**
 * Reads the log in commit-safe order for subscribers. With `bound` (the default), only events
 * of transactions older than every running one (`transaction_id < pg_snapshot_xmin`) are read,
 * so an event that commits after a later-numbered one is never skipped. `bound: false` reads
 * everything visible; used only while all writers are held off (the inline switch). `reads`
 * names the fields the caller uses (all when absent); only those are selected and parsed.
 */
export async function readAfter<R extends EventField = EventField>(
  q: Queryable,
  after: Checkpoint,
  opts: { limit: number; types?: readonly string[]; bound?: string | false; reads?: readonly R[] },
): Promise<{ events: FeedEvent<R>[]; next: Checkpoint; more: boolean }> {
  const bound = opts.bound === undefined ? await snapshotXmin(q) : opts.bound;
  const scanParams: unknown[] = [after.txid, after.position];
  let scanWhere = '(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)';
  if (bound !== false) {
    scanParams.push(bound);
    scanWhere += ' AND e.transaction_id < $3::xid8';
  }
  const params = [...scanParams, opts.limit];
  const limit = `$${params.length}`;
  let where = scanWhere;
  if (opts.types) {
    params.push(opts.types);
    where += ` AND e.event_type = ANY($${params.length}::text[])`;
  }
  const reader = eventReader(opts.reads);
  const select = `SELECT ${reader.columns} FROM es.events e${reader.joinsStreams ? ' JOIN es.streams s USING (stream_id)' : ''}
    WHERE ${where} ORDER BY e.transaction_id, e.global_position LIMIT ${limit}`;
  // With a type filter, the same statement finds the last event of any type up to the bound, so
  // a read that is not cut short by the limit moves past the others too and the next one does
  // not scan them again: it comes last, as a row whose type is NULL (its position only).
  const { rows } = await q.query({
    text: !opts.types
      ? select
      : `(${select})
      UNION ALL
      (SELECT NULL, e.global_position, e.transaction_id::text${', NULL'.repeat(reader.width - 3)} FROM es.events e
        WHERE ${scanWhere} ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1)`,
    values: params,
    types: reader.types,
  });
  const last =
    opts.types && rows.length && (rows[rows.length - 1] as { type: string | null }).type === null ? (rows.pop() as FeedEvent) : undefined;
  const events = reader.toEvents(rows);
  const more = rows.length === opts.limit;
  const next = !more && last ? last : events.length ? events[events.length - 1]! : undefined;
  return { events, next: next ? checkpointOf(next) : after, more };
}

const checkpointOf = (e: { transactionId: string; globalPosition: number }): Checkpoint => ({
  txid: e.transactionId,
  position: e.globalPosition,
});

export async function snapshotXmin(q: Queryable): Promise<string> {
  const { rows } = await q.query('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
  return rows[0].xmin;
}

/** The last event every reader can safely see now (where a new reactor starts). */
export async function head(q: Queryable): Promise<Checkpoint> {
  const bound = await snapshotXmin(q);
  const { rows } = await q.query(
    `SELECT transaction_id::text AS txid, global_position AS position FROM es.events
      WHERE transaction_id < $1::xid8 ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    [bound],
  );
  return rows[0] ? { txid: rows[0].txid, position: Number(rows[0].position) } : { txid: '0', position: 0 };
}

/** Events after a checkpoint (all types), for status and the lag metric. */
export async function countAfter(q: Queryable, after: Checkpoint): Promise<number> {
  const { rows } = await q.query(
    'SELECT count(*)::int AS n FROM es.events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)',
    [after.txid, after.position],
  );
  return rows[0].n;
}
