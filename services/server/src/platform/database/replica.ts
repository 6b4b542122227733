import type pg from 'pg';
import pTimeout from 'p-timeout';
import { logger } from '../logging/logger.js';
import { replicaInRotation, replicaLagBytes, replicaLagMs } from '../metrics/replica-metrics.js';
import { parseWalPosition, type WalPosition } from './wal-position.js';

/** What the router knows of a replica, as of its last probe. */
export interface ReplicaState {
  /** Answered its last probe as a standby (false before the first answer and after a failure). */
  up: boolean;
  /** How stale its data can be at most (ms); Infinity when not known. */
  lagMs: number;
  /** WAL bytes the primary had written that it had not replayed. */
  lagBytes: bigint;
  /** The position it had replayed: every commit at or before it is visible there. */
  replayed: WalPosition;
}

/** A replica's answer to the probe. */
export interface ProbeAnswer {
  inRecovery: boolean;
  replayed: WalPosition | undefined;
  /** now() minus the commit time of the last transaction it replayed (ms); null before the first. */
  replayAgeMs: number | null;
}

/** The primary's WAL position at each probe, kept long enough to date a replica's replay position. */
export class PrimaryPositions {
  private readonly samples: Array<{ at: number; position: WalPosition }> = [];

  constructor(private readonly keepMs: number) {}

  record(position: WalPosition, at: number): void {
    this.samples.push({ at, position });
    while (this.samples.length > 1 && at - this.samples[0]!.at > this.keepMs) this.samples.shift();
  }

  get latest(): WalPosition | undefined {
    return this.samples.at(-1)?.position;
  }

  /**
   * How stale data replayed up to `replayed` can be at most (ms). Positions are compared first:
   * caught up with the primary's last position is 0, however old its last replayed transaction
   * (an idle primary commits nothing for hours). Behind it, everything committed before the last
   * sample at or under `replayed` was replayed, so the lag is at most the time since that sample;
   * it is also at most the age of the last replayed transaction, since every commit it lacks came
   * after that one.
   */
  lagMs(replayed: WalPosition, replayAgeMs: number | null, now: number): number {
    const latest = this.latest;
    if (latest === undefined) return Infinity;
    if (replayed >= latest) return 0;
    let bound = Infinity;
    for (let i = this.samples.length - 1; i >= 0; i--) {
      if (this.samples[i]!.position <= replayed) {
        bound = now - this.samples[i]!.at;
        break;
      }
    }
    return Math.max(0, Math.min(bound, replayAgeMs ?? Infinity));
  }
}

const PROBE_SQL = `SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replayed,
  (extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000)::float8 AS age_ms`;
const PROBE_TIMEOUT_MS = 1000;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;

/** One streaming replica: its pool, and its state from the probe. */
export class Replica {
  readonly state: ReplicaState = { up: false, lagMs: Infinity, lagBytes: 0n, replayed: 0n };
  private failures = 0;
  private retryAt = 0;

  constructor(
    /** Its host:port/database (no credentials): the metrics' label. */
    readonly name: string,
    readonly pool: pg.Pool,
    /** A replica further behind than this serves no reads. */
    private readonly maxLagMs: number,
  ) {
    this.publish();
  }

  /** Whether the probe should ask it now (a replica that failed is asked again with backoff: 0.5 s, 1 s, 2 s … 10 s). */
  due(now: number): boolean {
    return now >= this.retryAt;
  }

  async probe(primary: PrimaryPositions, now: () => number): Promise<void> {
    let answer: ProbeAnswer;
    try {
      const { rows } = await pTimeout(this.pool.query(PROBE_SQL), { milliseconds: PROBE_TIMEOUT_MS });
      const r = rows[0] as { recovery: boolean; replayed: string | null; age_ms: number | null };
      answer = { inRecovery: r.recovery, replayed: parseWalPosition(r.replayed), replayAgeMs: r.age_ms };
    } catch (err) {
      this.down(now(), err);
      return;
    }
    this.observe(answer, primary, now());
  }

  /** Takes a probe's answer: a standby that has replayed something is up, with its lag. */
  observe(answer: ProbeAnswer, primary: PrimaryPositions, now: number): void {
    if (!answer.inRecovery || answer.replayed === undefined) {
      // Not a standby (promoted, or a primary's URL): its data may have gone another way.
      this.down(now, new Error(answer.inRecovery ? 'the replica has replayed nothing yet' : 'the server is not in recovery'));
      return;
    }
    const latest = primary.latest ?? answer.replayed;
    Object.assign(this.state, {
      up: true,
      replayed: answer.replayed,
      lagBytes: latest > answer.replayed ? latest - answer.replayed : 0n,
      lagMs: primary.lagMs(answer.replayed, answer.replayAgeMs, now),
    });
    if (this.failures) logger.info({ replica: this.name }, 'read replica answers again');
    this.failures = 0;
    this.retryAt = 0;
    this.publish();
  }

  /** Out of rotation until a probe answers, asked again after a backoff. */
  down(now: number, err: unknown): void {
    if (this.state.up || !this.failures) logger.warn({ replica: this.name, err: String(err) }, 'read replica out of rotation: down');
    this.state.up = false;
    this.retryAt = now + Math.min(RETRY_FIRST_MS * 2 ** this.failures, RETRY_MAX_MS);
    this.failures++;
    this.publish();
  }

  /** Up, and its lag within the limit: it may serve reads. */
  get inRotation(): boolean {
    return this.state.up && this.state.lagMs <= this.maxLagMs;
  }

  private publish(): void {
    replicaLagMs.set({ replica: this.name }, this.state.up ? this.state.lagMs : Infinity);
    replicaLagBytes.set({ replica: this.name }, Number(this.state.lagBytes));
    replicaInRotation.set({ replica: this.name }, this.inRotation ? 1 : 0);
  }
}

/** host:port/database of a postgres URL: a replica's name in logs and metrics. */
export function replicaName(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}
