import { fold } from '../../platform/event-store/decider.js';
import { addMonths, grantsAccess, isCurrent, membershipDecider as d, type MembershipCommand, type MembershipState } from './membership.decider.js';
import type { MembershipEvent } from './membership.events.js';

const DAY = 86_400_000;
const T0 = '2026-01-10T00:00:00.000Z';
const at = (days: number, from = T0) => new Date(new Date(from).getTime() + days * DAY).toISOString();

const buy = (orderId: string, months: number, when: string): MembershipCommand => ({ type: 'PurchasePlan', orderId, planId: 'p', planName: 'VIP', months, price: 9.99, method: 'sandbox', promoId: null, at: when });
const renew = (orderId: string, periodEnd: string, when: string): MembershipCommand => ({ type: 'RenewPlan', orderId, periodEnd, price: 9.99, months: 1, at: when });
const failed = (periodEnd: string, attempt: number, when: string): MembershipCommand => ({ type: 'RenewalFailed', periodEnd, attempt, orderId: `r${attempt}`, failure: 'declined', at: when });

/** Given these commands (each decided on the state so far), the state and every event. */
function given(...commands: MembershipCommand[]): { state: MembershipState; log: MembershipEvent[] } {
  let state = d.initialState();
  const log: MembershipEvent[] = [];
  for (const c of commands) {
    const events = d.decide(c, state);
    state = fold(d, state, events);
    log.push(...events);
  }
  return { state, log };
}
const when = (g: { state: MembershipState }, c: MembershipCommand) => d.decide(c, structuredClone(g.state));
const then = (g: { state: MembershipState }, events: MembershipEvent[]) => fold(d, structuredClone(g.state), events);

describe('membership decider: purchase', () => {
  it('adds months to the start date, clamping to the end of shorter months', () => {
    expect(addMonths('2026-01-15T10:00:00.000Z', 1)).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths('2026-01-31T00:00:00.000Z', 1)).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths('2026-11-30T00:00:00.000Z', 3)).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths('2026-01-01T00:00:00.000Z', 12)).toBe('2027-01-01T00:00:00.000Z');
  });

  it('starts a plan now and makes it current until its end date', () => {
    const { state } = given(buy('o1', 1, T0));
    expect(state.current).toMatchObject({ status: 'active', startDate: T0, endDate: '2026-02-10T00:00:00.000Z' });
    expect(isCurrent(state, '2026-02-10T00:00:00.000Z')).toBe(true);
    expect(isCurrent(state, '2026-02-10T00:00:00.001Z')).toBe(false);
  });

  it('extends a current plan from its end, and settles an order once', () => {
    const g = given(buy('o1', 1, T0));
    const again = when(g, buy('o2', 3, at(10)));
    expect(again[0]!.data).toMatchObject({ startDate: '2026-02-10T00:00:00.000Z', endDate: '2026-05-10T00:00:00.000Z' });
    const s = then(g, again);
    expect(s.current).toMatchObject({ startDate: T0, endDate: '2026-05-10T00:00:00.000Z' });
    expect(d.decide(buy('o2', 3, at(11)), s)).toEqual([]);
  });

  it('starts afresh after a plan ran out', () => {
    const g = given(buy('o1', 1, T0));
    expect(when(g, buy('o2', 1, '2026-03-01T00:00:00.000Z'))[0]!.data).toMatchObject({ startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-04-01T00:00:00.000Z' });
  });

  it('refuses a nonsense duration', () => {
    expect(() => d.decide(buy('o1', 0, T0), d.initialState())).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});

describe('membership decider: pause and resume', () => {
  it('active → paused: no access, auto-resume after the longest pause (30 days)', () => {
    const g = given(buy('o1', 1, T0));
    const events = when(g, { type: 'PauseOrResume', at: at(5) });
    expect(events).toEqual([{ type: 'PlanPaused', data: { pausedAt: at(5), autoResumeAt: at(35) } }]);
    const s = then(g, events);
    expect(s.current).toMatchObject({ status: 'paused', pausedAt: at(5), endDate: '2026-02-10T00:00:00.000Z' });
    expect(grantsAccess(s.current, at(6))).toBe(false);
  });

  it('paused → active: the end date moves by the paused time', () => {
    const g = given(buy('o1', 1, T0), { type: 'PauseOrResume', at: at(5) });
    const events = when(g, { type: 'PauseOrResume', at: at(8) });
    expect(events).toEqual([{ type: 'PlanResumed', data: { resumedAt: at(8), pausedMs: 3 * DAY, endDate: '2026-02-13T00:00:00.000Z' } }]);
    const s = then(g, events);
    expect(s.current).toMatchObject({ status: 'active', pausedAt: null, endDate: '2026-02-13T00:00:00.000Z' });
    expect(grantsAccess(s.current, at(8))).toBe(true);
  });

  it('a pause across the renewal date: nothing renews while paused; resuming gives the paused time back', () => {
    const g = given(buy('o1', 1, T0), { type: 'PauseOrResume', at: '2026-02-05T00:00:00.000Z' });
    // The billing date passes while paused: the renewal sees no active plan and charges nothing.
    expect(when(g, failed('2026-02-10T00:00:00.000Z', 0, '2026-02-10T00:00:00.000Z'))).toEqual([]);
    expect(when(g, { type: 'EndCancelledPlan', periodEnd: '2026-02-10T00:00:00.000Z', at: '2026-02-10T00:00:00.000Z' })).toEqual([]);
    expect(grantsAccess(g.state.current, '2026-02-12T00:00:00.000Z')).toBe(false);
    const s = then(g, when(g, { type: 'PauseOrResume', at: '2026-02-15T00:00:00.000Z' }));
    expect(s.current).toMatchObject({ status: 'active', endDate: '2026-02-20T00:00:00.000Z' });
    // Then the renewal happens at the new end date.
    const renewed = d.decide(renew('r1', '2026-02-20T00:00:00.000Z', '2026-02-20T00:00:00.000Z'), s);
    expect(renewed[0]).toMatchObject({ type: 'PlanRenewed', data: { startDate: '2026-02-20T00:00:00.000Z', endDate: '2026-03-20T00:00:00.000Z' } });
  });

  it('the auto-resume ends only its own pause, and gives back no more than 30 days', () => {
    const g = given(buy('o1', 1, T0), { type: 'PauseOrResume', at: at(5) });
    expect(when(g, { type: 'Resume', at: at(35), pausedAt: at(4) })).toEqual([]);
    const late = when(g, { type: 'Resume', at: at(40), pausedAt: at(5) });
    expect(late).toEqual([{ type: 'PlanResumed', data: { resumedAt: at(40), pausedMs: 30 * DAY, endDate: '2026-03-12T00:00:00.000Z' } }]);
    // A second run of the same job finds the plan active: nothing.
    expect(d.decide({ type: 'Resume', at: at(40), pausedAt: at(5) }, then(g, late))).toEqual([]);
  });

  it('an even number of toggles nets to the start', () => {
    const { state, log } = given(buy('o1', 1, T0), ...Array.from({ length: 10 }, () => ({ type: 'PauseOrResume' as const, at: at(3) })));
    expect(log.filter((e) => e.type === 'PlanPaused')).toHaveLength(5);
    expect(state.current).toMatchObject({ status: 'active', endDate: '2026-02-10T00:00:00.000Z' });
  });

  it('refuses to pause an ended, held or unknown plan, or one whose renewal is due', () => {
    expect(() => given({ type: 'PauseOrResume', at: T0 })).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.PLAN_NOT_FOUND', category: 'not_found' }));
    const held = given(buy('o1', 1, T0), failed('2026-02-10T00:00:00.000Z', 0, '2026-02-10T00:00:00.000Z'));
    expect(() => when(held, { type: 'PauseOrResume', at: at(32) })).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.PLAN_ON_HOLD', category: 'conflict' }));
    const ended = given(buy('o1', 1, T0), { type: 'CancelPlan', at: at(1) }, { type: 'EndCancelledPlan', periodEnd: '2026-02-10T00:00:00.000Z', at: '2026-02-10T00:00:00.000Z' });
    expect(() => when(ended, { type: 'PauseOrResume', at: at(32) })).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.PLAN_ENDED', category: 'conflict' }));
    expect(() => when(given(buy('o1', 1, T0)), { type: 'PauseOrResume', at: at(32) })).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.RENEWAL_DUE' }));
  });

  it('resume of an active plan is refused', () => {
    expect(() => when(given(buy('o1', 1, T0)), { type: 'Resume', at: at(1) })).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.NOTHING_TO_RESUME' }));
  });
});

describe('membership decider: cancellation', () => {
  it('active → pending cancellation, effective at the billing date; access until then', () => {
    const g = given(buy('o1', 1, T0));
    const events = when(g, { type: 'CancelPlan', at: at(3) });
    expect(events).toEqual([{ type: 'PlanCancellationRequested', data: { at: at(3), effectiveAt: '2026-02-10T00:00:00.000Z' } }]);
    const s = then(g, events);
    expect(s.current!.status).toBe('pending_cancellation');
    expect(grantsAccess(s.current, '2026-02-09T00:00:00.000Z')).toBe(true);
  });

  it('cancel then resume before the billing date: renews as usual', () => {
    const g = given(buy('o1', 1, T0), { type: 'CancelPlan', at: at(3) });
    const events = when(g, { type: 'Resume', at: at(20) });
    expect(events).toEqual([{ type: 'PlanCancellationWithdrawn', data: { at: at(20) } }]);
    const s = then(g, events);
    expect(s.current!.status).toBe('active');
    // The toggle does the same (spec §2 notes: Resume undoes a pending cancellation).
    expect(when(g, { type: 'PauseOrResume', at: at(20) })).toEqual(events);
    expect(d.decide(renew('r1', '2026-02-10T00:00:00.000Z', '2026-02-10T00:00:00.000Z'), s)[0]).toMatchObject({ type: 'PlanRenewed' });
  });

  it('pending cancellation → ended at the billing date, not before; resume is too late then', () => {
    const g = given(buy('o1', 1, T0), { type: 'CancelPlan', at: at(3) });
    expect(when(g, { type: 'EndCancelledPlan', periodEnd: '2026-02-10T00:00:00.000Z', at: '2026-02-09T23:59:59.000Z' })).toEqual([]);
    const events = when(g, { type: 'EndCancelledPlan', periodEnd: '2026-02-10T00:00:00.000Z', at: '2026-02-10T00:00:00.000Z' });
    expect(events).toEqual([{ type: 'PlanEnded', data: { at: '2026-02-10T00:00:00.000Z', endDate: '2026-02-10T00:00:00.000Z', cause: 'cancelled' } }]);
    const s = then(g, events);
    expect(s.current!.status).toBe('ended');
    expect(grantsAccess(s.current, '2026-02-10T00:00:00.000Z')).toBe(false);
    expect(() => d.decide({ type: 'Resume', at: '2026-02-11T00:00:00.000Z' }, s)).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.PLAN_ENDED' }));
  });

  it('refuses to cancel twice, a paused plan, or an ended one', () => {
    expect(() => given(buy('o1', 1, T0), { type: 'CancelPlan', at: at(1) }, { type: 'CancelPlan', at: at(2) })).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.CANCEL_PENDING' }));
    expect(() => given(buy('o1', 1, T0), { type: 'PauseOrResume', at: at(1) }, { type: 'CancelPlan', at: at(2) })).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.PLAN_PAUSED' }));
    expect(() => given({ type: 'CancelPlan', at: at(2) })).toThrow(expect.objectContaining({ code: 'MEMBERSHIP.PLAN_NOT_FOUND' }));
  });

  it('buying more while set to cancel extends the plan and keeps the cancellation for the new end', () => {
    const { state } = given(buy('o1', 1, T0), { type: 'CancelPlan', at: at(1) }, buy('o2', 1, at(2)));
    expect(state.current).toMatchObject({ status: 'pending_cancellation', endDate: '2026-03-10T00:00:00.000Z' });
  });
});

describe('membership decider: renewal and hold', () => {
  const END = '2026-02-10T00:00:00.000Z';

  it('renewal due → renewed: the next period follows on, once per order', () => {
    const g = given(buy('o1', 1, T0));
    const events = when(g, renew('r1', END, END));
    expect(events).toEqual([{ type: 'PlanRenewed', data: { orderId: 'r1', price: 9.99, months: 1, startDate: END, endDate: '2026-03-10T00:00:00.000Z', at: END } }]);
    const s = then(g, events);
    expect(s.current).toMatchObject({ status: 'active', startDate: T0, endDate: '2026-03-10T00:00:00.000Z', orderId: 'r1' });
    expect(d.decide(renew('r1', END, END), s)).toEqual([]);
  });

  it('renewal due → on hold: no access, seven daily retries named', () => {
    const g = given(buy('o1', 1, T0));
    const events = when(g, failed(END, 0, END));
    expect(events).toEqual([{
      type: 'PlanPutOnHold',
      data: { periodEnd: END, heldAt: END, retryDates: [1, 2, 3, 4, 5, 6, 7].map((n) => at(n, END)), orderId: 'r0', failure: 'declined' },
    }]);
    const s = then(g, events);
    expect(s.current!.status).toBe('on_hold');
    expect(grantsAccess(s.current, END)).toBe(false);
    // The same failure again (the job ran twice) changes nothing.
    expect(d.decide(failed(END, 0, END), s)).toEqual([]);
  });

  it('hold then pay on day 6: renewed from the payment, access back', () => {
    const g = given(buy('o1', 1, T0), failed(END, 0, END), ...[1, 2, 3, 4, 5].map((n) => failed(END, n, at(n, END))));
    expect(g.log.filter((e) => e.type === 'PlanPaymentRetryFailed')).toHaveLength(5);
    expect(g.state.current!.status).toBe('on_hold');
    const events = when(g, renew('r6', END, at(6, END)));
    expect(events[0]).toMatchObject({ type: 'PlanRenewed', data: { startDate: at(6, END), endDate: '2026-03-16T00:00:00.000Z' } });
    const s = then(g, events);
    expect(s.current).toMatchObject({ status: 'active', hold: null, startDate: at(6, END) });
    expect(grantsAccess(s.current, at(6, END))).toBe(true);
    // A later retry of the same hold finds nothing to do.
    expect(d.decide(failed(END, 7, at(7, END)), s)).toEqual([]);
  });

  it('hold to cancellation on day 7: the last retry failing ends the plan', () => {
    const g = given(buy('o1', 1, T0), failed(END, 0, END), ...[1, 2, 3, 4, 5, 6].map((n) => failed(END, n, at(n, END))));
    expect(g.state.current!.status).toBe('on_hold');
    const events = when(g, failed(END, 7, at(7, END)));
    expect(events).toEqual([{ type: 'PlanEnded', data: { at: at(7, END), endDate: END, cause: 'unpaid' } }]);
    expect(then(g, events).current!.status).toBe('ended');
  });

  it('a retry run twice, or out of order, records nothing more', () => {
    const g = given(buy('o1', 1, T0), failed(END, 0, END), failed(END, 2, at(2, END)));
    expect(when(g, failed(END, 2, at(2, END)))).toEqual([]);
    expect(when(g, failed(END, 1, at(2, END)))).toEqual([]);
  });

  it('cancelling a held plan ends it now', () => {
    const g = given(buy('o1', 1, T0), failed(END, 0, END));
    expect(when(g, { type: 'CancelPlan', at: at(2, END) })).toEqual([{ type: 'PlanEnded', data: { at: at(2, END), endDate: END, cause: 'cancelled' } }]);
  });

  it('buying a plan while on hold starts a new period now', () => {
    const { state } = given(buy('o1', 1, T0), failed(END, 0, END), buy('o2', 1, at(2, END)));
    expect(state.current).toMatchObject({ status: 'active', hold: null, startDate: at(2, END), endDate: '2026-03-12T00:00:00.000Z' });
  });
});
