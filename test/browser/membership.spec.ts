// Manage VIP Membership in headless Chromium (issue #17): Pause/Resume toggles then refreshes the
// table, Cancel (confirmed) / Resume undoing it, and a held plan's banner with 'Update payment'. Pause
// and Cancel ask first in the app's own dialog (issue 27 item 4): its Cancel changes nothing, its
// confirm acts and toasts; the browser's native confirm() is never used. Asserts no console errors
// or failed requests and an axe scan without serious or critical violations.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { DESKTOP, describeViolations, signIn, startBrowserHarness, toastShown, type BrowserHarness } from './harness.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { RenewPlanCommand } from '../../services/server/src/modules/membership/commands/renew-plan/renew-plan.command.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

let h: BrowserHarness;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url, { env: { RATE_LIMIT_MULTIPLIER: '50' } });
  const c = await miniCatalog(new Date());
  ids = c.ids;
  await h.app.app.get(CatalogImportService).importDocument(c.doc, c.dir);
});
afterAll(async () => {
  await h?.close();
});

describe('Manage VIP Membership', () => {
  test('pause, resume, cancel and undo from the table; a held plan shows the banner', async () => {
    const reader = await newReader(h.app, 'Member');
    const bought = await h.app.request('POST', '/api/buy-plan', {
      token: reader.token,
      body: { planId: ids.plan, userId: reader.userId, price: 7.99 },
    });
    expect(bought.status).toBe(200);
    const planStatus = async () =>
      (await h.app.request('GET', `/api/get-user-plan-data/${reader.userId}`, { token: reader.token })).body.userPlan.status as string;
    const s = await h.open(DESKTOP);
    const nativeDialogs: string[] = [];
    s.page.on('dialog', (d) => {
      nativeDialogs.push(d.message());
      void d.dismiss();
    });
    try {
      await signIn(s, reader);
      await s.goto('/account');
      const vip = s.page.locator('#manageVip');
      await vip.getByRole('cell', { name: 'Active', exact: true }).waitFor();

      // Pause asks first, saying what a pause does; the dialog's Cancel leaves the plan active.
      await vip.getByRole('button', { name: 'Pause' }).click();
      const pause = s.page.getByRole('dialog', { name: 'Pause your VIP membership?' });
      await pause
        .getByText(
          /cannot read VIP episodes\. A pause lasts up to 30 days: it resumes by itself on .+ at the latest, or when you tap Resume\. Your expiry date moves later/,
        )
        .waitFor();
      expect(describeViolations(await s.axe())).toBe('');
      await pause.getByRole('button', { name: 'Cancel' }).click();
      await pause.waitFor({ state: 'hidden' });
      expect(await planStatus()).toBe('active');
      await vip.getByRole('cell', { name: 'Active', exact: true }).waitFor();
      await vip.getByRole('button', { name: 'Pause' }).click();
      await pause.getByRole('button', { name: 'Pause' }).click();
      await toastShown(s, 'Your VIP membership is paused');
      await pause.waitFor({ state: 'hidden' });
      expect(await planStatus()).toBe('paused');
      await vip.getByRole('cell', { name: 'Paused', exact: true }).waitFor();
      await vip.getByText(/resumes by itself on/).waitFor();
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot('membership-paused');

      await vip.getByRole('button', { name: 'Resume' }).click();
      await toastShown(s, 'Your VIP membership is resumed');
      await vip.getByRole('cell', { name: 'Active', exact: true }).waitFor();

      // Cancel asks in the app's dialog (not the browser's confirm()); keeping changes nothing.
      await vip.getByRole('button', { name: 'Cancel' }).click();
      const cancel = s.page.getByRole('dialog', { name: 'Cancel your VIP membership?' });
      await cancel.getByText(/It stays active until .+ and is not renewed\./).waitFor();
      await cancel.getByRole('button', { name: 'Keep membership' }).click();
      await cancel.waitFor({ state: 'hidden' });
      expect(await planStatus()).toBe('active');
      await vip.getByRole('button', { name: 'Cancel' }).click();
      await cancel.getByRole('button', { name: 'Cancel membership' }).click();
      await toastShown(s, 'Your VIP membership will end at its billing date');
      expect(await planStatus()).toBe('pending_cancellation');
      await vip.getByRole('cell', { name: 'Cancels at billing date' }).waitFor();
      await vip.getByRole('button', { name: 'Resume' }).click(); // docs/product.md: Resume undoes a pending cancellation
      await toastShown(s, 'Your VIP membership will renew as usual');
      await vip.getByRole('cell', { name: 'Active', exact: true }).waitFor();

      // The renewal fails: the plan is held, the banner offers to pay again.
      const plan = (await h.app.request('GET', `/api/get-user-plan-data/${reader.userId}`, { token: reader.token })).body.userPlan;
      (h.app.config as { PAYMENT_SANDBOX_FAIL_RENEWALS: boolean }).PAYMENT_SANDBOX_FAIL_RENEWALS = true;
      expect(await h.app.app.get(CommandBus).execute(new RenewPlanCommand(reader.userId, plan.endDate, 0))).toBe('held');
      await s.reload();
      await vip.getByRole('cell', { name: 'On hold', exact: true }).waitFor();
      await vip
        .getByRole('alert')
        .getByText(/membership is on hold/)
        .waitFor();
      await expect(vip.getByRole('link', { name: 'Update payment' }).getAttribute('href')).resolves.toBe('/vip-subscription');
      await expect(vip.getByRole('button', { name: 'Pause' }).count()).resolves.toBe(0);
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot('membership-on-hold');
      expect(s.problems()).toEqual([]);
      expect(nativeDialogs).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
