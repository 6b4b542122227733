import type { IntervalHistogram } from 'node:perf_hooks';

/** The part of perf_hooks' histogram that a window is read from (nanoseconds). */
export type DelaySamples = Pick<IntervalHistogram, 'count' | 'min' | 'max' | 'percentile'>;

/** The percentile at or under which the samples are ≤ `value` ns (0 when none is). */
function percentileAtOrUnder(h: DelaySamples, value: number): number {
  if (h.max <= value) return 100;
  if (h.min > value) return 0;
  let lo = 0;
  let hi = 100;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (h.percentile(mid) <= value) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * One window of timer samples as (lateness in seconds, how many) pairs, one pair per bucket of
 * `bounds` (seconds) and one past the last: each sample's lateness is its interval less the
 * timer's own period, and each bucket's samples are told at the median of that bucket's samples.
 */
export function latenessByBucket(h: DelaySamples, bounds: readonly number[], periodMs: number): Array<[seconds: number, samples: number]> {
  const n = h.count;
  if (!n) return [];
  const periodNs = periodMs * 1e6;
  // perf_hooks takes percentiles in (0, 100].
  const at = (pct: number) => Math.max(0, h.percentile(Math.min(100, Math.max(1e-9, pct))) - periodNs) / 1e9;
  const out: Array<[number, number]> = [];
  let below = 0;
  let floor = -Infinity;
  for (const bound of [...bounds, Infinity]) {
    const upTo = bound === Infinity ? n : Math.round((n * percentileAtOrUnder(h, bound * 1e9 + periodNs)) / 100);
    const k = upTo - below;
    if (k > 0) {
      // The median is read at the histogram's precision: keep it inside its bucket.
      const median = Math.min(bound, at((100 * (below + k / 2)) / n));
      out.push([median > floor ? median : bound === Infinity ? 2 * floor : (floor + bound) / 2, k]);
    }
    below = Math.max(below, upTo);
    floor = bound;
  }
  return out;
}
