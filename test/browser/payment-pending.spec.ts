// The payment dialog with a pending provider (QPay, faked locally): buying a tugrik coin pack
// shows the invoice's QR code and the wallet and bank links, waits, and completes by itself once
// the customer pays (the server settles on the provider's callback and pushes balanceChanges) —
// the success toast shows and the header balance updates. No console errors, no failed
// requests, no serious or critical axe violations. A VIP plan (priced in USD) is invoiced in
// tugrik (ADR 0039): the dialog shows what the invoice asks, and so does Manage VIP Membership.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DESKTOP, describeViolations, signIn, startBrowserHarness, toastShown, type BrowserHarness } from './harness.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { startFakeQPay } from '../fakes/fake-qpay.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

let h: BrowserHarness;
let qpay: Awaited<ReturnType<typeof startFakeQPay>>;

beforeAll(async () => {
  qpay = await startFakeQPay();
  h = await startBrowserHarness(import.meta.url, {
    env: {
      PAYMENT_PROVIDER: 'qpay',
      QPAY_BASE_URL: qpay.url,
      QPAY_CLIENT_ID: qpay.credentials.clientId,
      QPAY_CLIENT_SECRET: qpay.credentials.clientSecret,
      QPAY_INVOICE_CODE: 'KOMA_INVOICE',
      PLAN_MNT_PER_USD: '3450',
    },
  });
  const mini = await miniCatalog(new Date());
  mini.doc.coinPacks = [
    {
      key: 'pack-mnt',
      name: 'Tugrik pack',
      coin: 50,
      bonusCoin: 5,
      point: 0,
      regularPrice: 20000,
      salePrice: 15000,
      currency: 'mnt',
      status: 'active',
    },
  ];
  await h.app.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
});
afterAll(async () => {
  await h?.close();
  await qpay?.close();
});

describe('payment dialog with a pending invoice', () => {
  test('shows the QR code and links, then completes when the payment settles', async () => {
    const reader = await newReader(h.app, 'Waiter');
    const s = await h.open(DESKTOP);
    try {
      await signIn(s, reader);
      await s.goto('/purchase-coin');
      await s.page.getByRole('button', { name: 'Buy Tugrik pack: Regular price ₮20,000 Sale price ₮15,000' }).click();
      const dialog = s.page.locator('#payment-modal');
      await dialog.getByRole('button', { name: 'Open QPay Wallet' }).click();
      await dialog.getByRole('status').filter({ hasText: 'Waiting for payment…' }).waitFor();
      await dialog.getByRole('img', { name: 'QR code to pay ₮15,000' }).waitFor();
      // The provider's PNG is unusable here (the fake sends junk): the QR is drawn from its text instead.
      await s.page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('#payment-modal .qr__image');
        return img !== null && img.complete && img.naturalWidth > 0;
      });
      await expect(dialog.getByRole('link', { name: 'Open QPay Wallet' }).getAttribute('href')).resolves.toMatch(/^qpaywallet:\/\//);
      await expect(dialog.getByRole('link', { name: 'Open Khan Bank' }).getAttribute('href')).resolves.toMatch(/^khanbank:\/\//);
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot('payment-pending');
      expect(qpay.invoices.size).toBe(1);
      const [invoiceId] = [...qpay.invoices.keys()];
      await qpay.pay(invoiceId!, { callback: true });
      await toastShown(s, 'Coin Pack buy successfully!', { timeout: 15_000 });
      await dialog.getByRole('heading', { name: 'Payment' }).waitFor({ state: 'hidden' });
      await s.page.getByRole('button', { name: 'Account menu' }).click();
      await expect(s.page.locator('.account-menu__panel .profile__coin strong').textContent()).resolves.toBe('50');
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });

  test('a VIP plan through QPay: the dialog shows the tugrik invoice, and the membership table its amount once paid', async () => {
    const reader = await newReader(h.app, 'Member');
    const s = await h.open(DESKTOP);
    try {
      await signIn(s, reader);
      await s.goto('/vip-subscription');
      await s.page.getByRole('button', { name: /VIP Monthly.*\$7\.99/ }).click();
      const dialog = s.page.locator('#payment-modal');
      await dialog.getByText('$7.99').first().waitFor();
      await dialog.getByRole('button', { name: 'Open QPay Wallet' }).click();
      await dialog.getByRole('img', { name: 'QR code to pay ₮27,566' }).waitFor();
      await dialog.locator('.payment__total strong', { hasText: '₮27,566' }).waitFor();
      const invoice = [...qpay.invoices.values()].find((i) => i.amount === 27566)!;
      await qpay.pay(invoice.id, { callback: true });
      await toastShown(s, 'subscription buy successfully!', { timeout: 15_000 });
      await s.goto('/account');
      await s.page.locator('#manageVip').getByRole('cell', { name: '₮27,566' }).waitFor();
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
