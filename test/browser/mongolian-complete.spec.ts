// Mongolian to the end (issue 27 item 8), in headless Chromium against the real server: a reader
// whose language is Mongolian reads notifications in Mongolian (translations.mn), signed-out pages
// say 'log in first' in Mongolian, the VIP page's unknown promo code and its bank-transfer table are
// Mongolian, the tag page's heading names the tag as its chips do, counts are Mongolian plurals
// without double spaces, numbers other than a count too (withdrawal, refund); the toasts after a
// step (bell, gift, comment) are Mongolian, not the server's English; the reader's Prev and Next
// keep one line each on a 320 px phone; and the tag page's Title order follows its label (item 5).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { AccountsService } from '../../services/server/src/modules/identity/accounts.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import mn from '../../web/src/lib/i18n/mongolian.js';
import { DESKTOP, startBrowserHarness, toastShown, type BrowserHarness, type PageSession } from './harness.js';
import en from '../../web/src/lib/i18n/en.js';
import browseEn from '../../web/src/lib/i18n/browse.en.js';

let h: BrowserHarness;
let reader: Awaited<ReturnType<typeof newReader>>;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
const HOUR = 3_600_000;
const SORTED = [
  { key: 'apple', title: 'Apple Story', mn: 'Өвөл' },
  { key: 'zebra', title: 'Zebra Road', mn: 'Бар' },
  { key: 'mango', title: 'Mango Days', mn: 'Алим' },
];

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url, { env: { RATE_LIMIT_MULTIPLIER: '50' } });
  const c = await miniCatalog(new Date());
  ids = c.ids;
  const base = c.doc.comics[0]!;
  for (const x of SORTED) {
    c.doc.comics.push({
      ...base,
      key: x.key,
      title: x.title,
      tags: ['sorted', 'mystery'],
      translations: { mn: { title: x.mn, tags: ['эрэмбэ', 'нууц'] } },
    } as typeof base);
  }
  (c.doc as Record<string, unknown>).notifications = [
    {
      key: 'n-news',
      title: 'Big news',
      message: 'A new season starts today.',
      schedule: new Date(Date.now() - HOUR).toISOString(),
      translations: { mn: { title: 'Том мэдээ', message: 'Шинэ улирал өнөөдөр эхэллээ.' } },
    },
  ];
  await h.app.app.get(CatalogImportService).importDocument(c.doc, c.dir);
  reader = await newReader(h.app, 'Bold');
  await h.app.app.get(AccountsService).updateSettings(reader.userId, undefined, { language: 'mongolian' });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function session(
  fn: (s: PageSession) => Promise<void>,
  {
    signedIn = true,
    language = 'mongolian',
    viewport = DESKTOP,
    as = reader,
  }: {
    signedIn?: boolean;
    language?: string;
    viewport?: { width: number; height: number };
    as?: typeof reader;
  } = {},
) {
  const s = await h.open(viewport);
  try {
    await s.goto('/');
    await s.page.evaluate(
      ([token, userId, lang, inside]) => {
        localStorage.setItem('language', JSON.stringify(lang));
        if (inside) {
          localStorage.setItem('token', JSON.stringify(token));
          localStorage.setItem('userId', JSON.stringify(userId));
        }
      },
      [as.token, as.userId, language, signedIn] as const,
    );
    await s.goto('/'); // the language cookie the preloaded reads carry follows the stored language
    await fn(s);
    expect(s.problems()).toEqual([]);
  } finally {
    await s.close();
  }
}

describe('Mongolian to the end', () => {
  test("notifications: the list and the detail show the catalog's Mongolian texts", async () => {
    await session(async (s) => {
      await s.goto('/notitfication');
      const items = s.page.getByRole('list', { name: mn.inbox.list.label }).getByRole('listitem');
      await items.first().waitFor();
      await expect(items.first().innerText()).resolves.toMatch(/Том мэдээ[\s\S]*Шинэ улирал өнөөдөр эхэллээ\./);
      expect(await s.page.getByText('Big news').count()).toBe(0);
      await s.page.getByRole('link', { name: /Том мэдээ/ }).click();
      await s.page.getByRole('heading', { name: 'Том мэдээ' }).waitFor();
      await s.page.getByText('Шинэ улирал өнөөдөр эхэллээ.').waitFor();
    });
  });

  test('signed out: My Library and Notifications say log in first in Mongolian', async () => {
    await session(
      async (s) => {
        for (const path of ['/my-library', '/notitfication']) {
          await s.goto(path);
          await s.page.getByText(mn.serverErrors.loginFirst, { exact: false }).first().waitFor();
          expect(await s.page.getByText('Please do login first').count()).toBe(0);
        }
      },
      { signedIn: false },
    );
  });

  test('VIP: an unknown promo code and the bank-transfer table read in Mongolian', async () => {
    await session(async (s) => {
      await s.goto('/vip-subscription');
      const cell = s.page.locator('#bank-transfer td').last();
      await cell.waitFor();
      await expect(cell.innerText()).resolves.toBe(mn.money.transactionValueText);
      const coupon = s.page.locator('#redeem-code');
      await coupon.getByRole('textbox').fill('NO-SUCH-CODE');
      await coupon.getByRole('button', { name: mn.money.activeCode }).click();
      await toastShown(s, mn.serverErrors.promoNotFound);
      expect(await s.page.getByText('Promo code not found').count()).toBe(0);
    });
  });

  test('the tag page: the heading names the tag as the chips do; counts are Mongolian without double spaces', async () => {
    await session(async (s) => {
      const found = await h.app.request('POST', '/graphql', {
        body: { query: '{ tagComics(tag: "sorted", sort: TITLE) { items { slug title } } }' },
      });
      const slug = (found.body.data.tagComics.items as Array<{ slug: string; title: string }>).find((c) => c.title === 'Apple Story')!.slug;
      await s.goto(`/comic/${slug}`);
      const chip = s.page.getByRole('link', { name: '#нууц' });
      await chip.waitFor();
      const engagement = s.page.getByTestId('comic-engagement');
      await engagement.getByText(`${mn.browse.community.share} · 0 удаа хуваалцсан`, { exact: true }).waitFor();
      await expect(engagement.innerText()).resolves.not.toMatch(/ {2}|likes|shares/);
      await s.goto('/tag/mystery');
      await s.page.getByRole('heading', { name: '#нууц', level: 1 }).waitFor();
      expect(await s.page.getByRole('heading', { name: '#mystery' }).count()).toBe(0);
    });
  });

  test("the tag page's Title order follows its label: Ascending A–Z (also without a chosen order), Descending Z–A", async () => {
    await session(
      async (s) => {
        const titles = () => s.page.locator('#main .comic-grid > li').allInnerTexts();
        const shows = (first: string) =>
          s.page.waitForFunction((title) => (document.querySelector('#main .comic-grid > li')?.textContent ?? '').includes(title), first);
        await s.goto('/tag/sorted?sort=TITLE');
        await shows('Apple Story');
        const order = (await titles()).map((x) => SORTED.find((c) => x.includes(c.title))?.title);
        expect(order).toEqual(['Apple Story', 'Mango Days', 'Zebra Road']);
        await expect(s.page.getByLabel('Order').inputValue()).resolves.toBe('asc');
        await s.page.getByLabel('Order').selectOption('desc');
        await s.page.waitForURL('**/tag/sorted?sort=TITLE&order=desc');
        await shows('Zebra Road');
        expect((await titles()).map((x) => SORTED.find((c) => x.includes(c.title))?.title)).toEqual([
          'Zebra Road',
          'Mango Days',
          'Apple Story',
        ]);
        await s.page.getByLabel('Order').selectOption('asc');
        await shows('Apple Story');
      },
      { signedIn: false, language: 'english' },
    );
  });

  test('the toasts after a step are Mongolian: the bell on and off, a claimed gift, a posted comment', async () => {
    await session(async (s) => {
      await s.goto('/comic/mini-comic');
      const bell = s.page.getByTestId('comic-bell');
      await bell.click();
      await toastShown(s, mn.inbox.bell.turnedOn);
      await s.page.waitForFunction(() => document.querySelector('[data-testid="comic-bell"]')?.getAttribute('aria-pressed') === 'true');
      await bell.click();
      await toastShown(s, mn.inbox.bell.turnedOff);

      await s.goto('/gift-box');
      const gift = s.page.locator('.gift-list > li').filter({ hasText: '30 бонус зоос' });
      await gift.getByRole('button', { name: mn.gifts.redeem }).click();
      await toastShown(s, mn.gifts.redeemed);

      await s.goto('/comment/comic/mini-comic/1');
      await s.page.locator('#comment-input').fill('Гоё анги байна');
      await s.page.getByRole('button', { name: mn.browse.community.post }).click();
      await toastShown(s, mn.browse.community.added);
      await s.page.getByText('Гоё анги байна').first().waitFor();
      const english = [en.inbox.bell.turnedOn, en.inbox.bell.turnedOff, en.gifts.redeemed, browseEn.community.added, 'Gift claimed'];
      expect(s.toastsShown.filter((shown) => english.some((e) => shown.includes(e)))).toEqual([]);
    });
  });

  test('numbers beside the count read in Mongolian: the withdrawal and the refund say each amount with its own word', async () => {
    const buyer = await newReader(h.app, 'Dorj');
    await h.app.app.get(AccountsService).updateSettings(buyer.userId, undefined, { language: 'mongolian' });
    const buy = () => h.app.request('POST', '/api/buy-coin-pack', { token: buyer.token, body: { coinPackId: ids.pack } });
    for (let i = 0; i < 4; i++) expect((await buy()).status).toBe(200);
    expect(
      (await h.app.request('POST', '/api/purchase-all-episode', { token: buyer.token, body: { comicId: ids.comic } })).body.success,
    ).toBe(true);
    expect((await buy()).status).toBe(200); // untouched: refundable
    await session(
      async (s) => {
        await s.goto('/account');
        const usage = s.page.locator('#usageHistory');
        await usage.getByText(/^Үзээгүй 20 анги, 120 зоос буцна, .+ хүртэл$/).waitFor();
        await usage.getByRole('button', { name: mn.acct.withdrawButton }).click();
        const ask = s.page.getByRole('dialog', { name: mn.acct.withdrawButton });
        await ask.getByText('Үзээгүй эдгээр 20 анги дахин түгжигдэж, 120 зоос буцаагдана:').waitFor();
        await ask.getByText('3-р анги · Coin 2 (6 зоос)').waitFor();
        await ask.getByRole('button', { name: mn.acct.keep }).click();
        await ask.waitFor({ state: 'hidden' });

        await s.page.locator('#coinHistory').getByRole('button', { name: mn.acct.requestRefund }).click();
        const refund = s.page.getByRole('dialog', { name: mn.acct.refundTitle });
        await refund.getByText('Багц буцаагдана: түүний 20 зоос, 10 бонус зоос, 5 оноо хасагдаж, төлбөрийг тань буцаана.').waitFor();
        await expect(refund.innerText()).resolves.not.toMatch(/coins|points|\$t\(/);
      },
      { as: buyer },
    );
  });

  test('the reader on a 320 px phone: Prev and Next keep one line each, nothing runs past the screen', async () => {
    await session(
      async (s) => {
        await s.goto('/comic/mini-comic/1');
        const footer = s.page.getByTestId('reader-footer');
        await footer.getByText(`‹ ${mn.browse.reader.prev}`).waitFor();
        const sizes = await s.page.evaluate(() => {
          const footerEl = document.querySelector('[data-testid="reader-footer"]')!;
          const buttons = [...footerEl.querySelectorAll<HTMLElement>('.button')].map((b) => {
            const range = document.createRange();
            range.selectNodeContents(b);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            const box = b.getBoundingClientRect();
            return { text: b.textContent, lines, left: box.left, right: box.right, clipped: b.scrollWidth > b.clientWidth };
          });
          return {
            buttons,
            scrollWidth: document.documentElement.scrollWidth,
            footerWidth: footerEl.scrollWidth,
            clientWidth: footerEl.clientWidth,
          };
        });
        const nav = sizes.buttons.filter((b) => /Өмнөх|Дараах/.test(b.text ?? ''));
        expect(nav).toHaveLength(2);
        for (const b of sizes.buttons) {
          expect([b.text, b.lines, b.clipped]).toEqual([b.text, 1, false]);
          expect(b.left).toBeGreaterThanOrEqual(0);
          expect(b.right).toBeLessThanOrEqual(320);
        }
        expect(sizes.scrollWidth).toBeLessThanOrEqual(320);
        expect(sizes.footerWidth).toBeLessThanOrEqual(sizes.clientWidth);
      },
      { viewport: { width: 320, height: 640 } },
    );
  });
});
