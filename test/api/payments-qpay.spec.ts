import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { OrdersService } from '../../services/server/src/modules/payments/orders.service.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { startFakeQPay } from '../fakes/fake-qpay.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let qpay: Awaited<ReturnType<typeof startFakeQPay>>;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

beforeAll(async () => {
  qpay = await startFakeQPay();
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    env: {
      PAYMENT_PROVIDER: 'qpay',
      QPAY_BASE_URL: qpay.url,
      QPAY_CLIENT_ID: qpay.credentials.clientId,
      QPAY_CLIENT_SECRET: qpay.credentials.clientSecret,
      QPAY_INVOICE_CODE: 'KOMA_INVOICE',
    },
    // The same pack priced in tugrik: QPay takes MNT only.
    extend: (doc) =>
      doc.coinPacks.push({
        key: 'pack-mnt',
        name: 'Tugrik pack',
        coin: 50,
        bonusCoin: 0,
        point: 0,
        regularPrice: 20000,
        salePrice: 15000,
        currency: 'mnt',
        status: 'active',
      }),
  }));
});
afterAll(async () => {
  await t?.close();
  await qpay?.close();
});

const packMnt = async () =>
  (await t.request('GET', '/api/get-coin-pack')).body.pack.find((p: { currency: string }) => p.currency === 'mnt');
const coins = async (r: { userId: string; token: string }) =>
  (await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.user.coin;

describe('payments with a pending provider (QPay)', () => {
  it('answers a pending invoice, credits nothing until paid, then credits exactly once', async () => {
    const r = await newReader(t);
    const pack = await packMnt();
    const res = await t.request('POST', '/api/buy-coin-pack', {
      token: r.token,
      body: { coinPackId: pack._id, price: 15000, method: 'qpay wallet' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, pending: true, order: { status: 'pending', amount: 15000, currency: 'mnt' } });
    expect(res.body.invoice.qrText).toBeTruthy();
    expect(res.body.invoice.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(res.body.invoice.deepLinks.map((l: { name: string }) => l.name)).toEqual(['qPay wallet', 'Khan bank']);
    expect(await coins(r)).toBe(0);

    // A callback for an unpaid invoice changes nothing: the server asks QPay, which says unpaid.
    const early = await t.request('GET', `/api/payments/callback/${res.body.order._id}`);
    expect(early.body).toMatchObject({ success: true, status: 'pending' });
    expect(await coins(r)).toBe(0);

    // The customer pays; QPay calls back (twice, as providers do), and a reconcile job also runs.
    await qpay.pay(res.body.invoice.invoiceId, { callback: true });
    await t.request('POST', `/api/payments/callback/${res.body.order._id}`);
    await t.app.get(OrdersService).reconcile(res.body.order._id);
    expect(await coins(r)).toBe(50);
    const history = await t.request('GET', `/api/get-user-coin-data/${r.userId}`, { token: r.token });
    expect(history.body.buyPack).toHaveLength(1);
  });

  it('settles concurrent callbacks for one payment once', async () => {
    const r = await newReader(t);
    const pack = await packMnt();
    const res = await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: pack._id } });
    await qpay.pay(res.body.invoice.invoiceId);
    await Promise.all(Array.from({ length: 10 }, () => t.request('GET', `/api/payments/callback/${res.body.order._id}`)));
    expect(await coins(r)).toBe(50);
  });

  it('refuses a USD pack, which QPay cannot take, and records nothing owed', async () => {
    const r = await newReader(t);
    const res = await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack, price: 4.99 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENTS.CURRENCY_UNSUPPORTED');
    expect(await coins(r)).toBe(0);
  });

  it('answers 404 for a callback about an unknown or malformed order', async () => {
    expect((await t.request('GET', '/api/payments/callback/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('GET', `/api/payments/callback/${'x'.repeat(5000)}`)).status).toBe(404);
  });
});
