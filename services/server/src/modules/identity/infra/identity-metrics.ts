import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../../../platform/metrics/metrics.js';

/** Login outcomes: ok, invalid, deactivated, device_limit, busy. */
export const loginAttempts = new Counter({
  name: 'koma_identity_logins_total',
  help: 'Password logins by outcome',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

/** Callers waiting for the password-hashing pool. */
export const hashingQueue = new Gauge({
  name: 'koma_identity_hashing_waiting',
  help: 'Password hashes waiting for a slot in the bounded argon2 pool',
  registers: [metricsRegistry],
});
