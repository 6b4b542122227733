import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
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

beforeAll(async () => { ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock })); });
afterAll(async () => { await t?.close(); });

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
    expect(table.out).toContain(`next job: membership.remind at ${shown(new Date(new Date(plan.endDate).getTime() - 3 * 86_400_000).toISOString())}`);
    expect(table.out).toContain(`then: membership.renew at ${shown(plan.endDate)}`);

    const json = JSON.parse(koma('membership', r.userId, '--json').out);
    expect(json.events.map((e: { event: string }) => e.event)).toEqual(['PlanPurchased', 'PlanCancellationRequested']);
    expect(json.pendingJobs.map((j: { name: string }) => j.name)).toEqual(['membership.remind', 'membership.renew']);

    expect(koma('membership', 'nobody@example.test').code).toBe(1);
  });
});
