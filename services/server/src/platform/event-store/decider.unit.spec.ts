import { EVENT_LOAD_BYTES, SNAPSHOT_WRITE_WEIGHT, snapshotInterval } from './decider.js';

describe('snapshotInterval (how many events apart snapshots are)', () => {
  it('snapshots a state too small to weigh on every command', () => {
    expect(snapshotInterval(0, 20)).toBe(1);
    expect(snapshotInterval(EVENT_LOAD_BYTES / SNAPSHOT_WRITE_WEIGHT / 2, 20)).toBe(1);
  });

  it('spaces snapshots by √(2WS/E) (writes weighed against reads), within `every`', () => {
    expect(snapshotInterval((2 * EVENT_LOAD_BYTES) / SNAPSHOT_WRITE_WEIGHT, 20)).toBe(2);
    expect(snapshotInterval(435, 20)).toBe(7); // a wallet of the purchase bench
    expect(snapshotInterval(40_000, 20)).toBe(20);
    expect(snapshotInterval(40_000, 200)).toBe(63);
    expect(snapshotInterval(10_000_000, 200)).toBe(200);
  });

  it('never answers less than one for any input', () => {
    for (const bytes of [-5, Number.NaN, 0.5]) expect(snapshotInterval(bytes, 20)).toBeGreaterThanOrEqual(1);
  });
});
