import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { latenessByBucket } from './event-loop-lateness.js';

/** The process's Prometheus registry and the metrics every part of the platform feeds. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'koma_' });

export const httpDuration = new Histogram({
  name: 'koma_http_request_duration_seconds',
  help: 'HTTP request latency by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** The sampling timer's period (ms): each sample is how late that timer fired. */
const LOOP_SAMPLE_MS = 10;
const LOOP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const loopSamples = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
loopSamples.enable();

/**
 * How late this process's event loop ran a timer due every 10 ms: a request arriving while the
 * loop is busy (or the process waits for a core) waits about that long before any of its code
 * runs. Unlike the default metrics'
 * `koma_nodejs_eventloop_lag_*` gauges (reset by each scrape, so two scrapers split the window),
 * it is cumulative: any window is read from two scrapes. perf_hooks takes the samples; they are
 * moved into the histogram every 5 s and at each scrape.
 */
export const eventLoopDelay: Histogram = new Histogram({
  name: 'koma_event_loop_delay_seconds',
  help: `How late the event loop ran a timer due every ${LOOP_SAMPLE_MS} ms (perf_hooks.monitorEventLoopDelay)`,
  buckets: LOOP_BUCKETS,
  registers: [metricsRegistry],
  collect() {
    drainLoopSamples();
  },
});
function drainLoopSamples(): void {
  for (const [seconds, k] of latenessByBucket(loopSamples, LOOP_BUCKETS, LOOP_SAMPLE_MS)) {
    for (let i = 0; i < k; i++) eventLoopDelay.observe(seconds);
  }
  loopSamples.reset();
}
setInterval(drainLoopSamples, 5_000).unref();

export const eventsAppended = new Counter({
  name: 'koma_events_appended_total',
  help: 'Events appended to the event store, by stream type',
  labelNames: ['stream_type'] as const,
  registers: [metricsRegistry],
});

export const projectionLag = new Gauge({
  name: 'koma_projection_lag_events',
  help: 'Events not yet applied by each async projection',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

/**
 * 1 in the process that runs a projection's loop (holds its runner lease), else 0: summed over
 * the worker instances it is exactly 1 per async projection and reactor (docs/operations.md).
 */
export const projectionRunnerActive = new Gauge({
  name: 'koma_projection_runner_active',
  help: 'Whether this process runs the projection (holds its runner lease)',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

/** Seconds since this process's runner of a projection last finished a batch (stalled runner: growing). */
export const projectionRunnerIdle = new Gauge({
  name: 'koma_projection_runner_last_batch_age_seconds',
  help: 'Seconds since the projection runner in this process last completed a batch',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

/** How long the oldest due, not yet done job of each queue has been waiting (from the job table). */
export const jobAge = new Gauge({
  name: 'koma_job_oldest_due_age_seconds',
  help: 'Age of the oldest due pending job per queue, from public.scheduled_jobs (0 when none is due)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

/**
 * Faults this process met and rode out: a dependency answering a request with 503, a PostgreSQL
 * session lost, a projection batch failed, a job that could not be enqueued. Alert on the rate.
 */
export const faults = new Counter({
  name: 'koma_faults_total',
  help: 'Faults met by this process, by kind',
  labelNames: ['fault'] as const,
  registers: [metricsRegistry],
});

export const queueDepth = new Gauge({
  name: 'koma_queue_jobs',
  help: 'Jobs in each BullMQ queue by state',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});

/** Hooks run before each scrape (e.g. reading queue depths), registered by the parts that own them. */
const collectors = new Set<() => Promise<void>>();
export function onScrape(fn: () => Promise<void>): () => void {
  collectors.add(fn);
  return () => collectors.delete(fn);
}
export async function scrape(): Promise<string> {
  await Promise.allSettled([...collectors].map((f) => f()));
  return metricsRegistry.metrics();
}
