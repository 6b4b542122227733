import { Counter } from 'prom-client';
import { metricsRegistry } from './metrics.js';

/** Offline windows recorded, by the right they rest on (free, purchase, rental, plan); a repeat of a recorded window is not counted. */
export const offlineWindowGrants = new Counter({
  name: 'koma_offline_window_grants_total',
  help: 'Offline reading windows granted (recorded), by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

/**
 * Progress reports a client queued while offline and sent later, by outcome: `behind` when the
 * server already held a position further on (read further elsewhere meanwhile) and kept it,
 * `applied` otherwise.
 */
export const offlineProgressSynced = new Counter({
  name: 'koma_offline_progress_synced_total',
  help: 'Offline progress reports received, by outcome (applied, or behind the stored position)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
