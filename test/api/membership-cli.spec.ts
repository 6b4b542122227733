import { CommandBus } from '@nestjs/cqrs';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { EventStreams } from '../../services/server/src/platform/event-store/event-streams.js';
import { membershipStream } from '../../services/server/src/modules/membership/membership.stream.js';
import { RenewPlanCommand } from '../../services/server/src/modules/membership/commands/renew-plan/renew-plan.command.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { komaCli } from '../fixtures/koma-cli.js';
import { newReader } from '../fixtures/readers.js';

// The CLI runs on the system clock: the spec's clock starts at the real now, to the millisecond.
const clock = new FakeClock(new Date());
const shown = (iso: string) => iso.replace('T', ' ').slice(0, 19);
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

const koma = (...args: string[]) => komaCli(t, ...args);

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
});
afterAll(async () => {
  await t?.close();
});

describe('koma membership', () => {
  it("prints the plan's event history with actor and reason, and the next scheduled job", async () => {
    const r = await newReader(t, 'Member');
    await t.request('POST', '/api/buy-plan', { token: r.token, body: { planId: ids.plan, price: 7.99 } });
    const plan = (await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token })).body.userPlan;
    await t.request('POST', `/api/cancel-plan/${plan._id}`, { token: r.token });

    const table = koma('membership', r.email);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/PlanPurchased\s+reader\s+plan order \S+ paid/);
    expect(table.out).toMatch(new RegExp(`PlanCancellationRequested\\s+reader\\s+cancel-plan\\s+effectiveAt=${shown(plan.endDate)}`));
    expect(table.out).toContain('status: pending_cancellation, VIP Monthly');
    expect(table.out).toContain(
      `next job: membership.remind at ${shown(new Date(new Date(plan.endDate).getTime() - 3 * 86_400_000).toISOString())}`,
    );
    expect(table.out).toContain(`then: membership.renew at ${shown(plan.endDate)}`);

    const json = JSON.parse(koma('membership', r.userId, '--json').out);
    expect(json.events.map((e: { event: string }) => e.event)).toEqual(['PlanPurchased', 'PlanCancellationRequested']);
    expect(json.pendingJobs.map((j: { name: string }) => j.name)).toEqual(['membership.remind', 'membership.renew']);

    expect(koma('membership', 'nobody@example.test').code).toBe(1);
  });
});

describe('koma ledger with a VIP plan', () => {
  it('shows the plan purchased, paused, resumed, held, renewed, cancelled and ended, line by line beside the wallet', async () => {
    const r = await newReader(t, 'Audit');
    await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    await t.request('POST', '/api/buy-plan', { token: r.token, body: { planId: ids.plan, price: 7.99, method: 'qpay wallet' } });
    const plan = (await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token })).body.userPlan;
    await t.request('GET', `/api/pause-or-resume/${plan._id}`, { token: r.token });
    await t.request('GET', `/api/pause-or-resume/${plan._id}`, { token: r.token });
    const due = (await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token })).body.userPlan.endDate as string;
    // The billing date's charge is declined (on hold), the first retry pays (renewed from the payment).
    const commands = t.app.get(CommandBus);
    (t.config as { PAYMENT_SANDBOX_FAIL_RENEWALS: boolean }).PAYMENT_SANDBOX_FAIL_RENEWALS = true;
    expect(await commands.execute(new RenewPlanCommand(r.userId, due, 0))).toBe('held');
    (t.config as { PAYMENT_SANDBOX_FAIL_RENEWALS: boolean }).PAYMENT_SANDBOX_FAIL_RENEWALS = false;
    expect(await commands.execute(new RenewPlanCommand(r.userId, due, 1))).toBe('renewed');
    await t.request('POST', `/api/cancel-plan/${plan._id}`, { token: r.token });
    const last = (await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token })).body.userPlan.endDate as string;
    await t.app
      .get(EventStreams)
      .runForEvents(
        membershipStream,
        r.userId,
        { type: 'EndCancelledPlan', periodEnd: last, at: last },
        { metadata: { actor: 'system', reason: 'cancelled plan reached its billing date' } },
      );

    const table = koma('ledger', r.email);
    expect(table.code).toBe(0);
    const rows = table.out.trim().split('\n').slice(1);
    expect(rows.map((l) => l.split(/\s{2,}/)[1])).toEqual([
      'CoinPackPurchased',
      'PlanPurchased',
      'PlanPaused',
      'PlanResumed',
      'PlanPutOnHold',
      'PlanRenewed',
      'PlanCancellationRequested',
      'PlanEnded',
    ]);
    expect(rows[1]).toMatch(
      /PlanPurchased\s+20\/10\/5\/0\s+VIP Monthly, order \S+, 7\.99 usd via qpay wallet; .*by reader: plan order \S+ paid/,
    );
    expect(rows[2]).toMatch(/PlanPaused .*by reader: pause-or-resume/);
    expect(rows[4]).toMatch(/PlanPutOnHold .*on hold: The payment was declined; retries until .*by system: billing date reached/);
    expect(rows[5]).toMatch(/PlanRenewed .*renewal order \S+, 7\.99 usd; .*by system: renewal order \S+ paid/);
    expect(rows[7]).toMatch(/PlanEnded .*ended: cancelled; by system/);

    const json = koma('ledger', r.userId, '--json')
      .out.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const renewed = json.find((l: { event: string }) => l.event === 'PlanRenewed');
    const orders = await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token });
    expect(orders.body.userPlan.status).toBe('ended');
    expect(renewed).toMatchObject({
      coin: 0,
      bonusCoin: 0,
      point: 0,
      balance: { coin: 20, bonusCoin: 10, point: 5, freeRental: 0 },
      paid: { price: 7.99, currency: 'usd' },
    });
    expect(json.filter((l: { paid?: unknown }) => l.paid)).toHaveLength(2); // the purchase and the one renewal paid
  });
});
