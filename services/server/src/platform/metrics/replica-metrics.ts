import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './metrics.js';

/** How far each streaming replica's replay is behind the primary, in time (last probe). */
export const replicaLagMs = new Gauge({
  name: 'koma_db_replica_lag_milliseconds',
  help: 'How far the replica replay is behind the primary (ms, at most; last probe)',
  labelNames: ['replica'] as const,
  registers: [metricsRegistry],
});

/** The same in WAL bytes. */
export const replicaLagBytes = new Gauge({
  name: 'koma_db_replica_lag_bytes',
  help: 'WAL bytes the replica has not replayed yet (last probe)',
  labelNames: ['replica'] as const,
  registers: [metricsRegistry],
});

/** 1 while a replica is in rotation (answering probes, lag within REPLICA_MAX_LAG_MS), else 0. */
export const replicaInRotation = new Gauge({
  name: 'koma_db_replica_in_rotation',
  help: 'Whether the replica serves reads (up, lag within REPLICA_MAX_LAG_MS)',
  labelNames: ['replica'] as const,
  registers: [metricsRegistry],
});

/** Reads sent through the read router, by where they went (a read retried on the primary counts twice). */
export const readsRouted = new Counter({
  name: 'koma_db_reads_total',
  help: 'Reads of the read router by target (primary or replica)',
  labelNames: ['target'] as const,
  registers: [metricsRegistry],
});

/**
 * Reads a replica could have served that the primary served instead: every replica lagging or
 * down, none having replayed the reader's last write (ryw), or the replica's query failed (error).
 */
export const readFallbacks = new Counter({
  name: 'koma_db_read_fallbacks_total',
  help: 'Replica-eligible reads served by the primary, by reason (lag, down, ryw, error)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});
