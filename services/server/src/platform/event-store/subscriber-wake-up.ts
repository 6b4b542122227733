import type pg from 'pg';
import { logger } from '../logging/logger.js';

/**
 * At most one NOTIFY per stream type in this interval (ms); later appends share the next one. An
 * append after a quiet spell wakes the subscribers at once; under steady load each wake-up (one
 * batch of every async projection and reactor, ~8 statements each) covers up to this long of
 * appends. At 20 ms the batches cost a purchase ~3.5 statements, as many as its own request
 * (wallet-purchase bench); at 100 ms under 1. The read models trail a busy log by ≤ 100 ms more.
 */
export const WAKE_UP_GAP_MS = 100;

/**
 * Wakes the subscribers (LISTEN koma_events) after appends that committed in their own
 * transaction. The NOTIFY is sent after the COMMIT rather than inside the append transaction:
 * PostgreSQL serializes the commits of every notifying transaction on one database-wide lock held
 * through the commit's WAL flush, which queued all concurrent appends behind each other's fsync
 * (16 writers at 0.49 of raw INSERTs with it; see test/bench/event-store-append.bench.ts).
 * Wake-ups are coalesced per stream type: while one NOTIFY is in flight or was sent less than
 * WAKE_UP_GAP_MS ago, appends that commit meanwhile share the next one, which is sent after it,
 * so none is lost. A wake-up lost to a crash costs only latency: the runners also poll.
 */
export class SubscriberWakeUp {
  private readonly busy = new Set<string>();
  private readonly pending = new Set<string>();
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly pool: pg.Pool, private readonly channel: string) {}

  wake(streamType: string): void {
    if (this.busy.has(streamType)) { this.pending.add(streamType); return; }
    this.busy.add(streamType);
    const wait = (this.lastSent.get(streamType) ?? -Infinity) + WAKE_UP_GAP_MS - performance.now();
    if (wait > 0) setTimeout(() => this.send(streamType), wait).unref();
    else this.send(streamType);
  }

  private send(streamType: string): void {
    // Shutting down (a coalesced wake-up's timer outlived the pool): the subscribers stop too.
    if (this.pool.ending) { this.busy.delete(streamType); this.pending.delete(streamType); return; }
    this.pending.delete(streamType); // everything committed so far is covered by this one
    this.lastSent.set(streamType, performance.now());
    this.pool.query('SELECT pg_notify($1, $2)', [this.channel, streamType])
      .catch((err: unknown) => logger.warn({ err, streamType }, 'could not wake the event subscribers; they will poll'))
      .finally(() => {
        this.busy.delete(streamType);
        if (this.pending.delete(streamType)) this.wake(streamType);
      });
  }
}
