import { fold } from '../../platform/event-store/decider.js';
import { addMonths, isCurrent, membershipDecider as d, type MembershipCommand } from './membership.decider.js';

const buy = (orderId: string, months: number, at: string): MembershipCommand => ({ type: 'PurchasePlan', orderId, planId: 'p', planName: 'VIP', months, price: 9.99, method: 'sandbox', promoId: null, at });

describe('membership decider', () => {
  it('adds months to the start date, clamping to the end of shorter months', () => {
    expect(addMonths('2026-01-15T10:00:00.000Z', 1)).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths('2026-01-31T00:00:00.000Z', 1)).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths('2026-11-30T00:00:00.000Z', 3)).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths('2026-01-01T00:00:00.000Z', 12)).toBe('2027-01-01T00:00:00.000Z');
  });

  it('starts a plan now and makes it current until its end date', () => {
    const s = fold(d, d.initialState(), d.decide(buy('o1', 1, '2026-01-10T00:00:00.000Z'), d.initialState()));
    expect(s.current).toMatchObject({ startDate: '2026-01-10T00:00:00.000Z', endDate: '2026-02-10T00:00:00.000Z' });
    expect(isCurrent(s, '2026-02-10T00:00:00.000Z')).toBe(true);
    expect(isCurrent(s, '2026-02-10T00:00:00.001Z')).toBe(false);
  });

  it('extends a current plan from its end, and settles an order once', () => {
    let s = d.initialState();
    s = fold(d, s, d.decide(buy('o1', 1, '2026-01-10T00:00:00.000Z'), s));
    const again = d.decide(buy('o2', 3, '2026-01-20T00:00:00.000Z'), s);
    expect(again[0].data).toMatchObject({ startDate: '2026-02-10T00:00:00.000Z', endDate: '2026-05-10T00:00:00.000Z' });
    s = fold(d, s, again);
    expect(s.current).toMatchObject({ startDate: '2026-01-10T00:00:00.000Z', endDate: '2026-05-10T00:00:00.000Z' });
    expect(d.decide(buy('o2', 3, '2026-01-21T00:00:00.000Z'), s)).toEqual([]);
  });

  it('starts afresh after a plan ran out', () => {
    let s = d.initialState();
    s = fold(d, s, d.decide(buy('o1', 1, '2026-01-10T00:00:00.000Z'), s));
    expect(d.decide(buy('o2', 1, '2026-03-01T00:00:00.000Z'), s)[0].data).toMatchObject({ startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-04-01T00:00:00.000Z' });
  });

  it('refuses a nonsense duration', () => {
    expect(() => d.decide(buy('o1', 0, '2026-01-10T00:00:00.000Z'), d.initialState())).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});
