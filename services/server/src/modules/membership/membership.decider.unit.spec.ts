import { fold } from '../../platform/event-store/decider.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { addMonths, grantsAccess, isCurrent, membershipDecider as d, type MembershipCommand } from './membership.decider.js';
import type { MembershipEvent } from './membership.events.js';

const spec = deciderSpec(d);
const DAY = 86_400_000;
const T0 = '2026-01-10T00:00:00.000Z';
const END = '2026-02-10T00:00:00.000Z'; // the end of a month bought at T0
const at = (days: number, from = T0) => new Date(new Date(from).getTime() + days * DAY).toISOString();

const buy = (orderId: string, months: number, when: string): MembershipCommand => ({
  type: 'PurchasePlan',
  orderId,
  planId: 'p',
  planName: 'VIP',
  months,
  price: 9.99,
  method: 'sandbox',
  promoId: null,
  at: when,
});
const renew = (orderId: string, periodEnd: string, when: string): MembershipCommand => ({
  type: 'RenewPlan',
  orderId,
  periodEnd,
  price: 9.99,
  months: 1,
  at: when,
});
const failed = (periodEnd: string, attempt: number, when: string): MembershipCommand => ({
  type: 'RenewalFailed',
  periodEnd,
  attempt,
  orderId: `r${attempt}`,
  failure: 'declined',
  at: when,
});
const toggle = (when: string): MembershipCommand => ({ type: 'PauseOrResume', at: when });
const cancel = (when: string): MembershipCommand => ({ type: 'CancelPlan', at: when });
const endCancelled = (periodEnd: string, when: string): MembershipCommand => ({ type: 'EndCancelledPlan', periodEnd, at: when });

const purchased = (orderId: string, months: number, when: string, startDate: string, endDate: string): MembershipEvent => ({
  type: 'PlanPurchased',
  data: { orderId, planId: 'p', planName: 'VIP', months, price: 9.99, method: 'sandbox', promoId: null, startDate, endDate, at: when },
});
const renewed = (orderId: string, startDate: string, endDate: string, when: string): MembershipEvent => ({
  type: 'PlanRenewed',
  data: { orderId, price: 9.99, months: 1, startDate, endDate, at: when },
});
const resumed = (resumedAt: string, pausedMs: number, endDate: string): MembershipEvent => ({
  type: 'PlanResumed',
  data: { resumedAt, pausedMs, endDate },
});
const ended = (when: string, endDate: string, cause: 'cancelled' | 'unpaid'): MembershipEvent => ({
  type: 'PlanEnded',
  data: { at: when, endDate, cause },
});

const stateAfter = (events: MembershipEvent[]) => fold(d, d.initialState(), events);
/** The events of these commands, each decided on the state so far (the history a test starts from). */
function history(...commands: MembershipCommand[]): MembershipEvent[] {
  const log: MembershipEvent[] = [];
  for (const c of commands) log.push(...d.decide(c, stateAfter(log)));
  return log;
}

describe('membership decider: purchase', () => {
  it('adds months to the start date, clamping to the end of shorter months', () => {
    expect(addMonths('2026-01-15T10:00:00.000Z', 1)).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths('2026-01-31T00:00:00.000Z', 1)).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths('2026-11-30T00:00:00.000Z', 3)).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths('2026-01-01T00:00:00.000Z', 12)).toBe('2027-01-01T00:00:00.000Z');
  });

  it('starts a plan now and makes it current until its end date', () => {
    const events = spec
      .given([])
      .when(buy('o1', 1, T0))
      .then([purchased('o1', 1, T0, T0, END)]);
    const state = stateAfter(events);
    expect(state.current).toMatchObject({ status: 'active', startDate: T0, endDate: END });
    expect(isCurrent(state, END)).toBe(true);
    expect(isCurrent(state, '2026-02-10T00:00:00.001Z')).toBe(false);
  });

  it('extends a current plan from its end, and settles an order once', () => {
    const g = history(buy('o1', 1, T0));
    const again = spec
      .given(g)
      .when(buy('o2', 3, at(10)))
      .then([purchased('o2', 3, at(10), END, '2026-05-10T00:00:00.000Z')]);
    expect(stateAfter([...g, ...again]).current).toMatchObject({ startDate: T0, endDate: '2026-05-10T00:00:00.000Z' });
    spec
      .given([...g, ...again])
      .when(buy('o2', 3, at(11)))
      .then([]);
  });

  it('starts afresh after a plan ran out', () => {
    const march = '2026-03-01T00:00:00.000Z';
    spec
      .given(history(buy('o1', 1, T0)))
      .when(buy('o2', 1, march))
      .then([purchased('o2', 1, march, march, '2026-04-01T00:00:00.000Z')]);
  });

  it('refuses a nonsense duration', () => {
    spec
      .given([])
      .when(buy('o1', 0, T0))
      .thenThrows('VALIDATION');
  });
});

describe('membership decider: pause and resume', () => {
  it('active → paused: no access, auto-resume after the longest pause (30 days)', () => {
    const g = history(buy('o1', 1, T0));
    const events = spec
      .given(g)
      .when(toggle(at(5)))
      .then([{ type: 'PlanPaused', data: { pausedAt: at(5), autoResumeAt: at(35) } }]);
    const s = stateAfter([...g, ...events]);
    expect(s.current).toMatchObject({ status: 'paused', pausedAt: at(5), endDate: END });
    expect(grantsAccess(s.current, at(6))).toBe(false);
  });

  it('paused → active: the end date moves by the paused time', () => {
    const g = history(buy('o1', 1, T0), toggle(at(5)));
    const events = spec
      .given(g)
      .when(toggle(at(8)))
      .then([resumed(at(8), 3 * DAY, '2026-02-13T00:00:00.000Z')]);
    const s = stateAfter([...g, ...events]);
    expect(s.current).toMatchObject({ status: 'active', pausedAt: null, endDate: '2026-02-13T00:00:00.000Z' });
    expect(grantsAccess(s.current, at(8))).toBe(true);
  });

  it('a pause across the renewal date: nothing renews while paused; resuming gives the paused time back', () => {
    const g = history(buy('o1', 1, T0), toggle('2026-02-05T00:00:00.000Z'));
    // The billing date passes while paused: the renewal sees no active plan and charges nothing.
    spec
      .given(g)
      .when(failed(END, 0, END))
      .then([]);
    spec.given(g).when(endCancelled(END, END)).then([]);
    expect(grantsAccess(stateAfter(g).current, '2026-02-12T00:00:00.000Z')).toBe(false);
    const back = spec
      .given(g)
      .when(toggle('2026-02-15T00:00:00.000Z'))
      .then([resumed('2026-02-15T00:00:00.000Z', 10 * DAY, '2026-02-20T00:00:00.000Z')]);
    expect(stateAfter([...g, ...back]).current).toMatchObject({ status: 'active', endDate: '2026-02-20T00:00:00.000Z' });
    // Then the renewal happens at the new end date.
    spec
      .given([...g, ...back])
      .when(renew('r1', '2026-02-20T00:00:00.000Z', '2026-02-20T00:00:00.000Z'))
      .then([renewed('r1', '2026-02-20T00:00:00.000Z', '2026-03-20T00:00:00.000Z', '2026-02-20T00:00:00.000Z')]);
  });

  it('the auto-resume ends only its own pause, and gives back no more than 30 days', () => {
    const g = history(buy('o1', 1, T0), toggle(at(5)));
    spec
      .given(g)
      .when({ type: 'Resume', at: at(35), pausedAt: at(4) })
      .then([]);
    const late = spec
      .given(g)
      .when({ type: 'Resume', at: at(40), pausedAt: at(5) })
      .then([resumed(at(40), 30 * DAY, '2026-03-12T00:00:00.000Z')]);
    // A second run of the same job finds the plan active: nothing.
    spec
      .given([...g, ...late])
      .when({ type: 'Resume', at: at(40), pausedAt: at(5) })
      .then([]);
  });

  it('an even number of toggles nets to the start', () => {
    let log = history(buy('o1', 1, T0));
    const paused: MembershipEvent = { type: 'PlanPaused', data: { pausedAt: at(3), autoResumeAt: at(33) } };
    for (let i = 0; i < 10; i++)
      log = [
        ...log,
        ...spec
          .given(log)
          .when(toggle(at(3)))
          .then([i % 2 ? resumed(at(3), 0, END) : paused]),
      ];
    expect(log.filter((e) => e.type === 'PlanPaused')).toHaveLength(5);
    expect(stateAfter(log).current).toMatchObject({ status: 'active', endDate: END });
  });

  it('refuses to pause an ended, held or unknown plan, or one whose renewal is due', () => {
    spec.given([]).when(toggle(T0)).thenThrows('MEMBERSHIP.PLAN_NOT_FOUND', { category: 'not_found' });
    const held = history(buy('o1', 1, T0), failed(END, 0, END));
    spec
      .given(held)
      .when(toggle(at(32)))
      .thenThrows('MEMBERSHIP.PLAN_ON_HOLD', { category: 'conflict' });
    const over = history(buy('o1', 1, T0), cancel(at(1)), endCancelled(END, END));
    spec
      .given(over)
      .when(toggle(at(32)))
      .thenThrows('MEMBERSHIP.PLAN_ENDED', { category: 'conflict' });
    spec
      .given(history(buy('o1', 1, T0)))
      .when(toggle(at(32)))
      .thenThrows('MEMBERSHIP.RENEWAL_DUE');
  });

  it('resume of an active plan is refused', () => {
    spec
      .given(history(buy('o1', 1, T0)))
      .when({ type: 'Resume', at: at(1) })
      .thenThrows('MEMBERSHIP.NOTHING_TO_RESUME');
  });
});

describe('membership decider: cancellation', () => {
  it('active → pending cancellation, effective at the billing date; access until then', () => {
    const g = history(buy('o1', 1, T0));
    const events = spec
      .given(g)
      .when(cancel(at(3)))
      .then([{ type: 'PlanCancellationRequested', data: { at: at(3), effectiveAt: END } }]);
    const s = stateAfter([...g, ...events]);
    expect(s.current!.status).toBe('pending_cancellation');
    expect(grantsAccess(s.current, '2026-02-09T00:00:00.000Z')).toBe(true);
  });

  it('cancel then resume before the billing date: renews as usual', () => {
    const g = history(buy('o1', 1, T0), cancel(at(3)));
    const events = spec
      .given(g)
      .when({ type: 'Resume', at: at(20) })
      .then([{ type: 'PlanCancellationWithdrawn', data: { at: at(20) } }]);
    expect(stateAfter([...g, ...events]).current!.status).toBe('active');
    // The toggle does the same (docs/product.md notes: Resume undoes a pending cancellation).
    spec
      .given(g)
      .when(toggle(at(20)))
      .then(events);
    spec
      .given([...g, ...events])
      .when(renew('r1', END, END))
      .then([renewed('r1', END, '2026-03-10T00:00:00.000Z', END)]);
  });

  it('pending cancellation → ended at the billing date, not before; resume is too late then', () => {
    const g = history(buy('o1', 1, T0), cancel(at(3)));
    spec.given(g).when(endCancelled(END, '2026-02-09T23:59:59.000Z')).then([]);
    const events = spec
      .given(g)
      .when(endCancelled(END, END))
      .then([ended(END, END, 'cancelled')]);
    const s = stateAfter([...g, ...events]);
    expect(s.current!.status).toBe('ended');
    expect(grantsAccess(s.current, END)).toBe(false);
    spec
      .given([...g, ...events])
      .when({ type: 'Resume', at: '2026-02-11T00:00:00.000Z' })
      .thenThrows('MEMBERSHIP.PLAN_ENDED');
  });

  it('refuses to cancel twice, a paused plan, or an ended one', () => {
    spec
      .given(history(buy('o1', 1, T0), cancel(at(1))))
      .when(cancel(at(2)))
      .thenThrows('MEMBERSHIP.CANCEL_PENDING');
    spec
      .given(history(buy('o1', 1, T0), toggle(at(1))))
      .when(cancel(at(2)))
      .thenThrows('MEMBERSHIP.PLAN_PAUSED');
    spec
      .given([])
      .when(cancel(at(2)))
      .thenThrows('MEMBERSHIP.PLAN_NOT_FOUND');
  });

  it('buying more while set to cancel extends the plan and keeps the cancellation for the new end', () => {
    const g = history(buy('o1', 1, T0), cancel(at(1)));
    const more = spec
      .given(g)
      .when(buy('o2', 1, at(2)))
      .then([purchased('o2', 1, at(2), END, '2026-03-10T00:00:00.000Z')]);
    // Still set to cancel, now at the new end: the plan ends there.
    spec
      .given([...g, ...more])
      .when(endCancelled(END, END))
      .then([]);
    const newEnd = '2026-03-10T00:00:00.000Z';
    spec
      .given([...g, ...more])
      .when(endCancelled(newEnd, newEnd))
      .then([ended(newEnd, newEnd, 'cancelled')]);
  });
});

describe('membership decider: renewal and hold', () => {
  it('renewal due → renewed: the next period follows on, once per order', () => {
    const g = history(buy('o1', 1, T0));
    const events = spec
      .given(g)
      .when(renew('r1', END, END))
      .then([renewed('r1', END, '2026-03-10T00:00:00.000Z', END)]);
    expect(stateAfter([...g, ...events]).current).toMatchObject({
      status: 'active',
      startDate: T0,
      endDate: '2026-03-10T00:00:00.000Z',
      orderId: 'r1',
    });
    spec
      .given([...g, ...events])
      .when(renew('r1', END, END))
      .then([]);
  });

  it('renewal due → on hold: no access, seven daily retries named', () => {
    const g = history(buy('o1', 1, T0));
    const events = spec
      .given(g)
      .when(failed(END, 0, END))
      .then([
        {
          type: 'PlanPutOnHold',
          data: {
            periodEnd: END,
            heldAt: END,
            retryDates: [1, 2, 3, 4, 5, 6, 7].map((n) => at(n, END)),
            orderId: 'r0',
            failure: 'declined',
          },
        },
      ]);
    const s = stateAfter([...g, ...events]);
    expect(s.current!.status).toBe('on_hold');
    expect(grantsAccess(s.current, END)).toBe(false);
    // The same failure again (the job ran twice) changes nothing.
    spec
      .given([...g, ...events])
      .when(failed(END, 0, END))
      .then([]);
  });

  it('hold then pay on day 6: renewed from the payment, access back', () => {
    const g = history(buy('o1', 1, T0), failed(END, 0, END), ...[1, 2, 3, 4, 5].map((n) => failed(END, n, at(n, END))));
    expect(g.filter((e) => e.type === 'PlanPaymentRetryFailed')).toHaveLength(5);
    expect(stateAfter(g).current!.status).toBe('on_hold');
    const events = spec
      .given(g)
      .when(renew('r6', END, at(6, END)))
      .then([renewed('r6', at(6, END), '2026-03-16T00:00:00.000Z', at(6, END))]);
    const s = stateAfter([...g, ...events]);
    expect(s.current).toMatchObject({ status: 'active', hold: null, startDate: at(6, END) });
    expect(grantsAccess(s.current, at(6, END))).toBe(true);
    // A later retry of the same hold finds nothing to do.
    spec
      .given([...g, ...events])
      .when(failed(END, 7, at(7, END)))
      .then([]);
  });

  it('hold to cancellation on day 7: the last retry failing ends the plan', () => {
    const g = history(buy('o1', 1, T0), failed(END, 0, END), ...[1, 2, 3, 4, 5, 6].map((n) => failed(END, n, at(n, END))));
    expect(stateAfter(g).current!.status).toBe('on_hold');
    const events = spec
      .given(g)
      .when(failed(END, 7, at(7, END)))
      .then([ended(at(7, END), END, 'unpaid')]);
    expect(stateAfter([...g, ...events]).current!.status).toBe('ended');
  });

  it('a retry run twice, or out of order, records nothing more', () => {
    const g = history(buy('o1', 1, T0), failed(END, 0, END), failed(END, 2, at(2, END)));
    spec
      .given(g)
      .when(failed(END, 2, at(2, END)))
      .then([]);
    spec
      .given(g)
      .when(failed(END, 1, at(2, END)))
      .then([]);
  });

  it('cancelling a held plan ends it now', () => {
    spec
      .given(history(buy('o1', 1, T0), failed(END, 0, END)))
      .when(cancel(at(2, END)))
      .then([ended(at(2, END), END, 'cancelled')]);
  });

  it('buying a plan while on hold starts a new period now', () => {
    const g = history(buy('o1', 1, T0), failed(END, 0, END));
    const events = spec
      .given(g)
      .when(buy('o2', 1, at(2, END)))
      .then([purchased('o2', 1, at(2, END), at(2, END), '2026-03-12T00:00:00.000Z')]);
    expect(stateAfter([...g, ...events]).current).toMatchObject({
      status: 'active',
      hold: null,
      startDate: at(2, END),
      endDate: '2026-03-12T00:00:00.000Z',
    });
  });
});
