// Shared by the benches that start servers in their own processes: a free port, waiting until one
// answers, and autocannon with the part of its result the benches read.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
// @ts-expect-error autocannon ships no type declarations
import autocannonUntyped from 'autocannon';

export interface CannonResult {
  non2xx: number;
  errors: number;
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
}
export const autocannon = autocannonUntyped as (opts: Record<string, unknown>) => Promise<CannonResult>;

/**
 * autocannon with every 2xx response's time kept at full precision: its own histogram records
 * whole milliseconds, too coarse for a p99 of a few of them.
 */
export async function autocannonTimed(opts: Record<string, unknown>): Promise<CannonResult & { timesMs: number[] }> {
  const timesMs: number[] = [];
  const tracker = (autocannonUntyped as (o: Record<string, unknown>) => Promise<CannonResult> & NodeJS.EventEmitter)(opts);
  tracker.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) timesMs.push(ms);
  });
  return { ...(await tracker), timesMs };
}

/** The q-quantile (0–1) of `xs` by the nearest-rank method. */
export function quantile(xs: readonly number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}
