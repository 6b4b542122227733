// VIP renewals through QPay (ADR 0039): plans are priced in USD, QPay takes tugrik only, so a plan
// is charged in MNT at PLAN_MNT_PER_USD; each renewal is a QPay invoice issued with the "renewal
// coming" mail (3 days ahead), paid by the reader; unpaid at the billing date, the plan is held and
// that same invoice may still be paid for 7 days. Against the local fake QPay.
import pg from 'pg';
import { DAY, FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { JobsService } from '../../services/server/src/platform/jobs/jobs.service.js';
import { addMonths } from '../../services/server/src/modules/membership/membership.decider.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader, signInAgain } from '../fixtures/readers.js';
import { startFakeQPay } from '../fakes/fake-qpay.js';

type Reader = { userId: string; token: string; email: string };
const RATE = 3450;
const MNT_PRICE = Math.round(7.99 * RATE); // ₮27,566

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let qpay: Awaited<ReturnType<typeof startFakeQPay>>;
let sink: SmtpSink;
let db: pg.Pool;

const signedAt = new Map<Reader, number>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const plusDays = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY).toISOString();
const userPlan = async (r: Reader) => (await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token })).body.userPlan;
const vipAccess = async (r: Reader) =>
  (await t.request('GET', `/api/get-comic-episode-data/${ids.vip}`, { token: r.token })).body.access.allowed as boolean;
const renewalOrders = async (r: Reader) =>
  (
    await db.query(
      `SELECT id, amount::float AS amount, currency, status, provider_invoice_id AS invoice FROM payment_orders WHERE user_id = $1 AND method = 'renewal' ORDER BY created_at`,
      [r.userId],
    )
  ).rows;
const events = async (r: Reader) =>
  (
    await db.query(`SELECT event_type AS type, data FROM es.events WHERE stream_id = $1 ORDER BY stream_position`, [
      `membership-${r.userId}`,
    ])
  ).rows;

/** Moves the clock and runs every membership job due by then. */
async function advanceTo(at: string, readers: Reader[]): Promise<void> {
  clock.set(at);
  for (const r of readers) {
    // Sessions last 30 days: a fresh one when the last is 20 days old.
    if (clock.now().getTime() - (signedAt.get(r) ?? 0) < 20 * DAY) continue;
    await signInAgain(t, r);
    signedAt.set(r, clock.now().getTime());
  }
  for (let i = 0; i < 200; i++) {
    await t.app.get(JobsService).sweepNow();
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM public.scheduled_jobs WHERE status = 'pending' AND run_at <= $1 AND job_id LIKE 'membership:%'`,
      [clock.now()],
    );
    if (rows[0].n === 0) return;
    await sleep(100);
  }
  throw new Error(`membership jobs due by ${at} did not finish`);
}

/** A reader who bought the plan through QPay and paid its invoice. */
async function qpayMember(): Promise<{ r: Reader; endDate: string }> {
  const r = await newReader(t);
  signedAt.set(r, clock.now().getTime());
  const res = await t.request('POST', '/api/buy-plan', { token: r.token, body: { planId: ids.plan, price: 7.99, method: 'qpay wallet' } });
  expect(res.body).toMatchObject({ success: true, pending: true, order: { amount: MNT_PRICE, currency: 'mnt' } });
  expect(await userPlan(r)).toBeNull();
  await qpay.pay(res.body.invoice.invoiceId, { callback: true });
  const plan = await userPlan(r);
  expect(plan).toMatchObject({ status: 'active', price: MNT_PRICE, currency: 'mnt' });
  return { r, endDate: plan.endDate };
}

beforeAll(async () => {
  qpay = await startFakeQPay();
  sink = await startSmtpSink();
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    env: {
      PAYMENT_PROVIDER: 'qpay',
      QPAY_BASE_URL: qpay.url,
      QPAY_CLIENT_ID: qpay.credentials.clientId,
      QPAY_CLIENT_SECRET: qpay.credentials.clientSecret,
      QPAY_INVOICE_CODE: 'KOMA_INVOICE',
      PLAN_MNT_PER_USD: String(RATE),
      SMTP_URL: sink.url,
    },
  }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await t?.close();
  await db?.end();
  await qpay?.close();
  await sink?.close();
});

describe('VIP renewals through QPay', () => {
  it('a plan bought in USD is charged in tugrik; a wrong client price is refused and nothing is invoiced', async () => {
    const r = await newReader(t);
    const invoices = qpay.invoices.size;
    const wrong = await t.request('POST', '/api/buy-plan', { token: r.token, body: { planId: ids.plan, price: MNT_PRICE } });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ success: false, code: 'PRICE_CHANGED' });
    expect(qpay.invoices.size).toBe(invoices);
    const { r: member } = await qpayMember();
    expect((await events(member))[0]).toMatchObject({
      type: 'PlanPurchased',
      data: { price: MNT_PRICE, currency: 'mnt', method: 'qpay wallet' },
    });
  });

  it('the renewal is invoiced with the reminder, 3 days ahead; paid in time, the plan renews on the billing date, charged once', async () => {
    const { r, endDate } = await qpayMember();
    await advanceTo(plusDays(endDate, -3), [r]);
    const [order] = await renewalOrders(r);
    expect(order).toMatchObject({ amount: MNT_PRICE, currency: 'mnt', status: 'pending' });
    const invoice = qpay.invoices.get(order.invoice)!;
    expect(invoice.amount).toBe(MNT_PRICE);
    const mail = await sink.waitFor((m) => m.to.includes(r.email) && /please pay/.test(m.subject), 15_000);
    expect(mail.subject).toBe(
      `Your VIP plan renews on ${new Date(endDate).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })}: please pay ₮27,566`,
    );
    expect(mail.text).toContain(`https://s.qpay.mn/${order.invoice.slice(0, 6)}`);
    expect(await userPlan(r)).toMatchObject({ status: 'active', endDate }); // nothing moves until paid

    clock.set(plusDays(endDate, -1));
    await qpay.pay(order.invoice, { callback: true });
    expect(await userPlan(r)).toMatchObject({ status: 'active', endDate: addMonths(endDate, 1) });
    await advanceTo(endDate, [r]); // the billing date's job finds the period paid
    expect(await renewalOrders(r)).toEqual([{ ...order, status: 'paid' }]);
    expect((await events(r)).map((e) => e.type)).toEqual(['PlanPurchased', 'PlanRenewed']);
    expect((await events(r))[1].data).toMatchObject({ startDate: endDate, price: MNT_PRICE, currency: 'mnt' });
    expect(await vipAccess(r)).toBe(true);
  });

  it('unpaid at the billing date the plan is held (no access); paying the same invoice on day 3 renews it from the payment; no second invoice', async () => {
    const { r, endDate } = await qpayMember();
    await advanceTo(plusDays(endDate, -3), [r]);
    await advanceTo(endDate, [r]);
    const held = await userPlan(r);
    expect(held).toMatchObject({ status: 'on_hold' });
    expect(await vipAccess(r)).toBe(false);
    const [order] = await renewalOrders(r);
    const holdMail = await sink.waitFor((m) => m.to.includes(r.email) && /on hold/.test(m.subject), 15_000);
    expect(holdMail.text).toContain(`https://s.qpay.mn/${order.invoice.slice(0, 6)}`);

    await advanceTo(plusDays(endDate, 1), [r]);
    await advanceTo(plusDays(endDate, 2), [r]);
    expect((await events(r)).filter((e) => e.type === 'PlanPaymentRetryFailed').map((e) => e.data.failure)).toEqual([
      'awaiting payment',
      'awaiting payment',
    ]);
    clock.set(plusDays(endDate, 3));
    await qpay.pay(order.invoice); // no callback: the day-3 check finds it paid
    await advanceTo(plusDays(endDate, 3), [r]);
    expect(await userPlan(r)).toMatchObject({
      status: 'active',
      startDate: plusDays(endDate, 3),
      endDate: addMonths(plusDays(endDate, 3), 1),
    });
    expect(await vipAccess(r)).toBe(true);
    await advanceTo(plusDays(endDate, 7), [r]);
    expect((await userPlan(r)).status).toBe('active');
    const orders = await renewalOrders(r);
    expect(orders).toEqual([{ ...order, status: 'paid' }]);
    expect((await events(r)).filter((e) => e.type === 'PlanRenewed')).toHaveLength(1);
  });

  it('an invoice unpaid through the hold ends the plan on day 7, having charged nothing', async () => {
    const { r, endDate } = await qpayMember();
    for (const day of [-3, 0, 1, 2, 3, 4, 5, 6, 7]) await advanceTo(plusDays(endDate, day), [r]);
    expect(await userPlan(r)).toMatchObject({ status: 'ended' });
    expect((await events(r)).at(-1)).toMatchObject({ type: 'PlanEnded', data: { cause: 'unpaid' } });
    const orders = await renewalOrders(r);
    expect(orders).toHaveLength(1);
    expect(orders[0].status).toBe('pending');
    await sink.waitFor((m) => m.to.includes(r.email) && /was cancelled/.test(m.subject), 15_000);
  });
});
