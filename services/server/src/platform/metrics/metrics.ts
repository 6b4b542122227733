import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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

export const queueDepth = new Gauge({
  name: 'koma_queue_jobs',
  help: 'Jobs in each BullMQ queue by state',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});

/** Hooks run before each scrape (e.g. reading queue depths), registered by the parts that own them. */
const collectors = new Set<() => Promise<void>>();
export function onScrape(fn: () => Promise<void>): () => void { collectors.add(fn); return () => collectors.delete(fn); }
export async function scrape(): Promise<string> {
  await Promise.allSettled([...collectors].map((f) => f()));
  return metricsRegistry.metrics();
}
