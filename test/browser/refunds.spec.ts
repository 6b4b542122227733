// The reader's own refund and withdrawal in headless Chromium (issue #17): Coin Purchase History
// offers 'Request refund' only on a bundle bought within 7 days with nothing of it spent, and Usage
// History offers 'Withdraw unopened episodes' on an unlock-all within 7 days, listing the episodes
// and coins it gives back. Each asks in a dialog first, then a toast says what happened and the
// offer goes. Asserts the server's balance, no console errors or failed requests, and an axe scan.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DESKTOP, PHONE, describeViolations, signIn, startBrowserHarness, toastShown, type BrowserHarness } from './harness.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
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

describe('refund and withdrawal requests', () => {
  test('a fresh bundle is refunded and an unlock-all withdrawn, each after a confirmation', async () => {
    const reader = await newReader(h.app, 'Refunder');
    const buy = () => h.app.request('POST', '/api/buy-coin-pack', { token: reader.token, body: { coinPackId: ids.pack } });
    // Four bundles pay for unlocking all 20 coin episodes (120 coins): none of them is refundable now.
    for (let i = 0; i < 4; i++) expect((await buy()).status).toBe(200);
    expect(
      (await h.app.request('POST', '/api/purchase-all-episode', { token: reader.token, body: { comicId: ids.comic } })).body.success,
    ).toBe(true);
    await h.app.request('POST', '/api/open-episode', { token: reader.token, body: { episodeId: ids.coin(1) } }); // one opened: kept
    const fresh = await buy(); // untouched: refundable
    const balance = async () => (await h.app.request('GET', `/api/get-user-data/${reader.userId}`, { token: reader.token })).body.user;
    expect(await balance()).toMatchObject({ coin: 20, bonusCoin: 10, point: 25 });

    const s = await h.open(DESKTOP);
    try {
      await signIn(s, reader);
      await s.goto('/account');
      const history = s.page.locator('#coinHistory');
      const offer = history.getByRole('button', { name: 'Request refund' });
      await offer.waitFor();
      await expect(offer.count()).resolves.toBe(1);

      // Asked first: closing the dialog moves nothing.
      await offer.click();
      const dialog = s.page.getByRole('dialog', { name: 'Request a refund of this bundle' });
      await dialog.getByText('its 20 coins, 10 bonus coins and 5 points are taken back').waitFor();
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot('refund-confirm');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await balance()).toMatchObject({ coin: 20, bonusCoin: 10 });

      await offer.click();
      await dialog.getByRole('button', { name: 'Request refund' }).click();
      await toastShown(s, 'Your coin pack was refunded');
      await offer.waitFor({ state: 'detached' });
      expect(await balance()).toMatchObject({ coin: 0, bonusCoin: 0, point: 20 });
      const refunded = await h.app.request('POST', '/api/request-refund', { token: reader.token, body: { orderId: fresh.body.order._id } });
      expect(refunded.status).toBe(409); // once only

      const usage = s.page.locator('#usageHistory');
      await usage.getByText('19 unopened episodes, 114 coins back').waitFor();
      await usage.getByRole('button', { name: 'Withdraw unopened episodes' }).click();
      const ask = s.page.getByRole('dialog', { name: 'Withdraw unopened episodes' });
      await ask.getByText('These 19 unopened episodes are locked again and you get 114 coins back').waitFor();
      await expect(ask.getByRole('listitem').count()).resolves.toBe(19);
      await ask.getByText('Episode 3 · Coin 2 (6 coins)').waitFor();
      await expect(ask.getByText('Episode 2 · Coin 1').count()).resolves.toBe(0); // opened: kept
      await s.page.setViewportSize(PHONE);
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot('withdraw-confirm');
      await s.page.setViewportSize(DESKTOP);
      await ask.getByRole('button', { name: 'Withdraw unopened episodes' }).click();
      await toastShown(s, 'The unopened episodes were withdrawn and their coins returned');
      await usage.getByRole('button', { name: 'Withdraw unopened episodes' }).waitFor({ state: 'detached' });
      const after = await balance();
      expect(after.coin + after.bonusCoin).toBe(114);
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
