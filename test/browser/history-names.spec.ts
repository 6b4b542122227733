// Usage History names what was bought (issue 20 item 8), in headless Chromium against the real
// server: an episode purchase and a rental pass show "<comic> · Episode <n> · <title>" linked to the
// reader, an unlock-all shows its comic linked to the comic page and how many episodes; a reader
// whose language is Mongolian reads the same lines with the catalog's Mongolian titles, and the
// plan (Manage VIP Membership) and the coin pack its bonus coins and points came from (Expected
// Expiration Dates) by the catalog's Mongolian names, not the English ones stored at purchase.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DESKTOP, PHONE, startBrowserHarness, type BrowserHarness, type PageSession } from './harness.js';
import { AccountsService } from '../../services/server/src/modules/identity/accounts.service.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

let h: BrowserHarness;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url, { env: { RATE_LIMIT_MULTIPLIER: '50' } });
  const c = await miniCatalog(new Date());
  (c.doc.comics[0] as Record<string, unknown>).translations = { mn: { title: 'Бяцхан комик' } };
  (c.doc.coinPacks[0] as Record<string, unknown>).translations = { mn: { name: 'Уншигч' } };
  (c.doc.plans[0] as Record<string, unknown>).translations = { mn: { name: 'VIP 1 сар' } };
  for (const e of c.doc.episodes as Array<Record<string, unknown>>) {
    if (e.key === 'ep-coin-1') e.translations = { mn: { title: 'Зоос 1' } };
    if (e.key === 'ep-coin-3') e.translations = { mn: { title: 'Зоос 3' } };
  }
  ids = c.ids;
  await h.app.app.get(CatalogImportService).importDocument(c.doc, c.dir);
});
afterAll(async () => {
  await h?.close();
});

/** A reader who used a rental pass on Coin 3, bought Coin 1 and unlocked the rest, with all four lines in Usage History. */
async function readerWithHistory() {
  const r = await newReader(h.app, 'History Reader');
  for (let i = 0; i < 6; i++)
    await h.app.request('POST', '/api/buy-coin-pack', { token: r.token, body: { userId: r.userId, coinPackId: ids.pack } });
  await h.app.request('POST', '/api/claim-gift', { token: r.token, body: { userId: r.userId, giftId: ids.giftRental } });
  await h.app.request('POST', '/api/open-episode', { token: r.token, body: { userId: r.userId, episodeId: ids.coin(3) } });
  await h.app.request('POST', '/api/purchase-episode', {
    token: r.token,
    body: { userId: r.userId, comicId: ids.comic, episodeId: ids.coin(1) },
  });
  await h.app.request('POST', '/api/purchase-all-episode', { token: r.token, body: { userId: r.userId, comicId: ids.comic } });
  for (let i = 0; i < 200; i++) {
    const res = await h.app.graphql('{ usageHistory(tab: all, page: 1) { total } }', {}, r.token);
    if (res.body.data?.usageHistory.total === 4) return r;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('usage history did not catch up');
}

async function signIn(s: PageSession, reader: { token: string; userId: string }, language: 'english' | 'mongolian') {
  await s.goto('/');
  await s.page.evaluate(
    ([token, userId, lang]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('userId', JSON.stringify(userId));
      localStorage.setItem('language', JSON.stringify(lang));
    },
    [reader.token, reader.userId, language],
  );
}

describe('usage history names', () => {
  test('each line names its comic and episode with a link; in Mongolian with the Mongolian titles', async () => {
    const reader = await readerWithHistory();
    const s = await h.open(DESKTOP);
    try {
      await signIn(s, reader, 'english');
      await s.goto('/account');
      const history = s.page.locator('#usageHistory');
      const purchase = history.getByRole('link', { name: 'Mini Comic · Episode 2 · Coin 1' });
      await purchase.waitFor({ timeout: 20_000 });
      await expect(purchase.getAttribute('href')).resolves.toBe('/comic/mini-comic/2');
      const rental = history.getByRole('row', { name: /Rental pass used/ });
      await expect(rental.getByRole('link').getAttribute('href')).resolves.toBe('/comic/mini-comic/4');
      await expect(rental.getByRole('link').textContent()).resolves.toBe('Mini Comic · Episode 4 · Coin 3');
      const unlockAll = history.getByRole('row', { name: /Unlock all/ }).first();
      await expect(unlockAll.textContent()).resolves.toMatch(/Unlock all · Mini Comic · 19 episodes/);
      await expect(unlockAll.getByRole('link', { name: 'Mini Comic' }).getAttribute('href')).resolves.toBe('/comic/mini-comic');
      // the link opens the reader on that episode
      await purchase.click();
      await s.page.waitForURL('**/comic/mini-comic/2');
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }

    await h.app.app.get(AccountsService).updateSettings(reader.userId, undefined, { language: 'mongolian' });
    const m = await h.open(PHONE);
    try {
      await signIn(m, reader, 'mongolian');
      await m.goto('/account');
      const history = m.page.locator('#usageHistory');
      const purchase = history.getByRole('link', { name: 'Бяцхан комик · 2-р анги · Зоос 1' });
      await purchase.waitFor({ timeout: 20_000 });
      await expect(purchase.getAttribute('href')).resolves.toBe('/comic/mini-comic/2');
      await expect(
        history
          .getByRole('row', { name: /Бүгдийг нээх/ })
          .first()
          .textContent(),
      ).resolves.toMatch(/Бүгдийг нээх · Бяцхан комик · 19 анги/);
      await history.getByRole('link', { name: 'Бяцхан комик · 4-р анги · Зоос 3' }).waitFor();
      expect(m.problems()).toEqual([]);
    } finally {
      await m.close();
    }
  });

  test('in Mongolian, the plan and the coin pack are named by their Mongolian catalog names', async () => {
    const r = await newReader(h.app, 'Plan Reader');
    expect(
      (await h.app.request('POST', '/api/buy-coin-pack', { token: r.token, body: { userId: r.userId, coinPackId: ids.pack } })).body
        .success,
    ).toBe(true);
    expect(
      (
        await h.app.request('POST', '/api/buy-plan', {
          token: r.token,
          body: { userId: r.userId, planId: ids.plan, price: 7.99, method: 'qpay wallet' },
        })
      ).body.success,
    ).toBe(true);
    await h.app.app.get(AccountsService).updateSettings(r.userId, undefined, { language: 'mongolian' });
    const s = await h.open(DESKTOP);
    try {
      await signIn(s, r, 'mongolian');
      await s.goto('/account');
      const vip = s.page.locator('#manageVip');
      await vip.getByRole('cell', { name: 'VIP 1 сар', exact: true }).waitFor({ timeout: 20_000 });
      const details = s.page.locator('#expiration .entry__detail');
      await details.first().waitFor({ timeout: 20_000 });
      await expect(details.allTextContents()).resolves.toEqual(['Уншигч', 'Уншигч']);
      await expect(vip.textContent()).resolves.not.toContain('VIP Monthly');
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
