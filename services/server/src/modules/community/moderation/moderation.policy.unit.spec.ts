import { MODERATION, reportsHide, reportWeight, type ReporterStanding } from './moderation.policy.js';

const DAY = 86_400_000;
const standing = (s: Partial<ReporterStanding>): ReporterStanding => ({
  accountAgeMs: 60 * DAY,
  verifiedPurchase: false,
  upheld: 0,
  dismissed: 0,
  ...s,
});
const sum = (ws: Array<{ weight: number; established: boolean }>) => ({
  total: ws.reduce((n, w) => n + w.weight, 0),
  established: ws.filter((w) => w.established).reduce((n, w) => n + w.weight, 0),
});

describe('report weight and the hiding rule', () => {
  it('weighs new accounts little and established ones fully', () => {
    expect(reportWeight(standing({ accountAgeMs: 30 * 60_000 }))).toEqual({ weight: 0.1, established: false });
    expect(reportWeight(standing({ accountAgeMs: 3 * DAY }))).toEqual({ weight: 0.25, established: false });
    expect(reportWeight(standing({ accountAgeMs: 10 * DAY }))).toEqual({ weight: 0.6, established: true });
    expect(reportWeight(standing({}))).toEqual({ weight: 1, established: true });
  });

  it('adds for a verified purchase and for past reports upheld, takes for past reports dismissed, within bounds', () => {
    expect(reportWeight(standing({ verifiedPurchase: true })).weight).toBe(1.5);
    expect(reportWeight(standing({ upheld: 2 })).weight).toBe(1.5);
    expect(reportWeight(standing({ upheld: 100, verifiedPurchase: true })).weight).toBe(2.5);
    expect(reportWeight(standing({ accountAgeMs: 0, dismissed: 10 })).weight).toBe(MODERATION.minWeight);
    // Mostly wrong in the past: weighs less and no longer counts as established.
    expect(reportWeight(standing({ dismissed: 2, upheld: 1 }))).toEqual({ weight: 0.75, established: false });
  });

  it('30 accounts made in the last hour cannot hide a comment, even with purchases', () => {
    const fresh = Array.from({ length: 30 }, () => reportWeight(standing({ accountAgeMs: 60 * 60_000 })));
    expect(reportsHide(sum(fresh).total, sum(fresh).established)).toBe(false);
    const buyers = Array.from({ length: 100 }, () => reportWeight(standing({ accountAgeMs: 60 * 60_000, verifiedPurchase: true })));
    expect(reportsHide(sum(buyers).total, sum(buyers).established)).toBe(false);
  });

  it('5 established readers hide it; 4 do not', () => {
    const five = Array.from({ length: 5 }, () => reportWeight(standing({})));
    expect(reportsHide(sum(five.slice(0, 4)).total, sum(five.slice(0, 4)).established)).toBe(false);
    expect(reportsHide(sum(five).total, sum(five).established)).toBe(true);
  });

  it('three established readers and a crowd of new ones together do; two and a crowd do not', () => {
    const crowd = Array.from({ length: 25 }, () => reportWeight(standing({ accountAgeMs: 1000 })));
    const mix = (n: number) => [...Array.from({ length: n }, () => reportWeight(standing({}))), ...crowd];
    expect(reportsHide(sum(mix(3)).total, sum(mix(3)).established)).toBe(true);
    expect(reportsHide(sum(mix(2)).total, sum(mix(2)).established)).toBe(false);
  });

  it('established readers with a record of upheld reports need fewer of them', () => {
    const trusted = Array.from({ length: 3 }, () => reportWeight(standing({ upheld: 3, verifiedPurchase: true })));
    expect(reportsHide(sum(trusted).total, sum(trusted).established)).toBe(true);
  });
});
