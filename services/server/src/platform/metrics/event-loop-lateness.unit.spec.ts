import { monitorEventLoopDelay } from 'node:perf_hooks';
import { latenessByBucket, type DelaySamples } from './event-loop-lateness.js';

const MS = 1e6;
/** A window of samples (ms intervals) read the way perf_hooks reads its own. */
function window(intervalsMs: number[]): DelaySamples {
  const s = [...intervalsMs].sort((a, b) => a - b).map((x) => x * MS);
  return {
    count: s.length,
    min: s[0] ?? 0,
    max: s[s.length - 1] ?? 0,
    percentile: (p: number) => {
      if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p}`);
      return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]!;
    },
  };
}
const BOUNDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1];

describe('latenessByBucket', () => {
  it('counts each sample in the bucket of its lateness past the timer period', () => {
    const samples = [...Array(90).fill(10.2), ...Array(6).fill(13), 22, 40, 75, 130];
    const got = latenessByBucket(window(samples), BOUNDS, 10);
    expect(got.map(([, k]) => k)).toEqual([90, 6, 1, 1, 1, 1]);
    expect(got.map(([s]) => s)).toEqual([
      expect.closeTo(0.0002, 6),
      expect.closeTo(0.003, 6),
      expect.closeTo(0.012, 6),
      expect.closeTo(0.03, 6),
      expect.closeTo(0.065, 6),
      expect.closeTo(0.12, 6),
    ]);
  });

  it('keeps every sample: the counts add up to the window', () => {
    const samples = Array.from({ length: 1000 }, (_, i) => 10 + ((i * 7919) % 300) / 3);
    const got = latenessByBucket(window(samples), BOUNDS, 10);
    expect(got.reduce((n, [, k]) => n + k, 0)).toBe(1000);
    for (const [s] of got) expect(s).toBeGreaterThanOrEqual(0);
  });

  it('reads nothing from an empty window', () => {
    expect(latenessByBucket(window([]), BOUNDS, 10)).toEqual([]);
  });

  it('sees a 60 ms block of a real event loop past 50 ms', async () => {
    const h = monitorEventLoopDelay({ resolution: 10 });
    h.enable();
    await new Promise((r) => setTimeout(r, 50));
    const t = performance.now();
    while (performance.now() - t < 60) {
      /* busy */
    }
    await new Promise((r) => setTimeout(r, 50));
    h.disable();
    const late = latenessByBucket(h, BOUNDS, 10).filter(([s]) => s > 0.05);
    expect(late.reduce((n, [, k]) => n + k, 0)).toBeGreaterThanOrEqual(1);
  });
});
