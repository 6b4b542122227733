import type pg from 'pg';
import { logger } from '../logging/logger.js';

/**
 * At most one NOTIFY per stream type in this interval (ms); later appends share the next one. An
 * append after a quiet spell wakes the subscribers at once; under steady load each wake-up (one
 * batch of every async projection and reactor that handles an appended type, 5 round trips each)
 * covers up to this long of appends (docs/performance.md, "Wake-up gap"). The read models trail a
 * busy log by ≤ 100 ms more.
 */
export const WAKE_UP_GAP_MS = 100;

/** NOTIFY payloads stay far below PostgreSQL's 8 000-byte limit; a longer list wakes everyone. */
const MAX_PAYLOAD = 1000;

/**
 * The NOTIFY payload: the stream type and the event types appended since the last one, so a
 * subscriber sleeps through wake-ups for events it does not handle (its poll still comes).
 */
export function wakeUpPayload(streamType: string, eventTypes: Iterable<string>): string {
  const payload = `${streamType}:${[...new Set(eventTypes)].sort().join(',')}`;
  return payload.length <= MAX_PAYLOAD ? payload : streamType;
}

/** The event types a payload names; undefined when it names none (an older payload: wake everyone). */
export function eventTypesOf(payload: string | undefined): Set<string> | undefined {
  const at = payload?.indexOf(':') ?? -1;
  if (at < 0) return undefined;
  return new Set(
    payload!
      .slice(at + 1)
      .split(',')
      .filter(Boolean),
  );
}

/**
 * Wakes the subscribers (LISTEN koma_events) after appends that committed in their own
 * transaction. The NOTIFY is sent after the COMMIT rather than inside the append transaction:
 * PostgreSQL serializes the commits of every notifying transaction on one database-wide lock held
 * through the commit's WAL flush, which queued all concurrent appends behind each other's fsync
 * (docs/performance.md, "Notify after commit").
 * Wake-ups are coalesced per stream type: while one NOTIFY is in flight or was sent less than
 * WAKE_UP_GAP_MS ago, appends that commit meanwhile share the next one (with the union of their
 * event types), which is sent after it, so none is lost. A wake-up lost to a crash costs only
 * latency: the runners also poll.
 */
export class SubscriberWakeUp {
  private readonly busy = new Set<string>();
  /** Per stream type, the event types appended since the last NOTIFY was sent. */
  private readonly pending = new Map<string, Set<string>>();
  private readonly lastSent = new Map<string, number>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
  ) {}

  wake(streamType: string, eventTypes: Iterable<string>): void {
    const types = this.pending.get(streamType) ?? new Set<string>();
    for (const t of eventTypes) types.add(t);
    if (!types.size) return; // nothing was appended
    this.pending.set(streamType, types);
    if (this.busy.has(streamType)) return;
    this.busy.add(streamType);
    const wait = (this.lastSent.get(streamType) ?? -Infinity) + WAKE_UP_GAP_MS - performance.now();
    if (wait > 0) setTimeout(() => this.send(streamType), wait).unref();
    else this.send(streamType);
  }

  private send(streamType: string): void {
    const types = this.pending.get(streamType) ?? new Set<string>();
    this.pending.delete(streamType); // everything committed so far is covered by this one
    // Shutting down (a coalesced wake-up's timer outlived the pool): the subscribers stop too.
    if (this.pool.ending) {
      this.busy.delete(streamType);
      return;
    }
    this.lastSent.set(streamType, performance.now());
    this.pool
      .query('SELECT pg_notify($1, $2)', [this.channel, wakeUpPayload(streamType, types)])
      .catch((err: unknown) => logger.warn({ err, streamType }, 'could not wake the event subscribers; they will poll'))
      .finally(() => {
        this.busy.delete(streamType);
        const later = this.pending.get(streamType);
        if (later) {
          this.pending.delete(streamType);
          this.wake(streamType, later);
        }
      });
  }
}
