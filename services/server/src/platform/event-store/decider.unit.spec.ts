import { EVENT_LOAD_BYTES, snapshotInterval } from './decider.js';

describe('snapshotInterval (how many events apart snapshots are)', () => {
  it('snapshots a small state on every command', () => {
    expect(snapshotInterval(0, 20)).toBe(1);
    expect(snapshotInterval(300, 20)).toBe(1);
  });

  it('spaces snapshots of a larger state by √(2S/E), within `every`', () => {
    expect(snapshotInterval(2 * EVENT_LOAD_BYTES, 20)).toBe(2);
    expect(snapshotInterval(40_000, 20)).toBe(14);
    expect(snapshotInterval(10_000_000, 20)).toBe(20);
    expect(snapshotInterval(10_000_000, 200)).toBe(200);
  });

  it('never answers less than one for any input', () => {
    for (const bytes of [-5, Number.NaN, 0.5]) expect(snapshotInterval(bytes, 20)).toBeGreaterThanOrEqual(1);
  });
});
