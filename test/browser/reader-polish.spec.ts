// Issue 20, the web client's part of items 6, 7, 9, 10, 11 and 12, on the demo catalog with a
// signed-in reader (the axe pass over every route, every impact, in English and Mongolian at 390 and
// 1366 px, is the journey walk's, on the reader with months of history); dates, numbers and prices through Intl in the chosen
// language; the coin page by currency; Saved toasts; the home rows' focus rings, the Episodes
// dropdown's arrow keys and the reader's heading while its bars hide; rank numbers; and the pack,
// badge and hero layout. One server and one browser for the file; pages run two at a time.
import { describe, expect, test } from '@jest/globals';
import { describeViolations, toast, toastShown, type PageSession } from './harness.js';
import { graphqlCall } from './graphql-route.js';
import { GHOSTS, useDemoReader } from './demo-reader.js';

const PHONE = { width: 390, height: 844 } as const;
const WIDE = { width: 1366, height: 900 } as const;

const demo = useDemoReader(import.meta.url, 'Polish');
const { withPage, prepare, visit } = demo;

/** Whether two client rectangles share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the coin page by currency (item 7) and its packs (items 6 and 12)', () => {
  /** The sale prices of the listed packs. */
  const prices = (s: PageSession) => s.page.locator('.packs .pack__sale').allTextContents();

  test('English shows dollar packs first, Mongolian tugrik packs; a visible switch shows the others; never both in one list', async () => {
    for (const [language, first, firstLabel, otherLabel] of [
      ['english', '$', 'US dollars ($)', 'Tögrög (₮)'],
      ['mongolian', '₮', 'Төгрөг (₮)', 'Ам.доллар ($)'],
    ] as const) {
      await withPage(WIDE, async (s) => {
        await prepare(s, language);
        await visit(s, '/purchase-coin');
        const tabs = s.page.getByRole('tablist', { name: language === 'english' ? 'Prices in' : 'Үнийн валют' }).getByRole('tab');
        await expect(tabs.allTextContents()).resolves.toEqual([firstLabel, otherLabel]);
        await expect(tabs.first().getAttribute('aria-selected')).resolves.toBe('true');
        let shown = await prices(s);
        expect(shown).toHaveLength(3);
        for (const p of shown) expect(p.startsWith(first)).toBe(true);
        await s.page
          .getByText(language === 'english' ? /^Dollar \(\$\) packs are for the English\/US version/ : /^Төгрөгийн \(₮\) багц нь Монголд/)
          .waitFor();
        // The switch, by keyboard: the other currency's packs replace these.
        await tabs.first().focus();
        await s.page.keyboard.press('ArrowRight');
        await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
        await s.page.waitForFunction(
          (sym) => [...document.querySelectorAll('.packs .pack__sale')].every((el) => !el.textContent!.startsWith(sym)),
          first,
        );
        shown = await prices(s);
        expect(shown).toHaveLength(3);
        for (const p of shown) expect(p.startsWith(first)).toBe(false);
        await s.screenshot(`rp-coins-${language}`);
      });
    }
  });

  test('a fixed coupon brings its own currency forward and says it applies to those packs only', async () => {
    await withPage(WIDE, async (s) => {
      await prepare(s, 'english');
      await visit(s, '/purchase-coin');
      await s.page.getByRole('textbox', { name: 'Coupon code' }).fill('TUGRIK2000');
      await s.page.getByRole('button', { name: 'Active Code' }).click();
      await s.page.getByRole('button', { name: 'Apply', exact: true }).click();
      await toastShown(s, 'Promo code applied!');
      await expect(s.page.getByRole('tab', { name: 'Tögrög (₮)' }).getAttribute('aria-selected')).resolves.toBe('true');
      await s.page.getByText('Code TUGRIK2000 takes ₮2,000 off Tögrög (₮) packs only.').waitFor();
      // ₮17,000 − ₮2,000, grouped by Intl.
      await expect(
        s.page
          .locator('.pack', { has: s.page.locator('.pack__name', { hasText: /^Reader$/ }) })
          .locator('.pack__sale')
          .textContent(),
      ).resolves.toBe('₮15,000');
      await s.screenshot('rp-coins-fixed-coupon');
    });
  });

  test('at 320, 390 and 1366 px in Mongolian the discount badge covers no pack name, and prices sit centred in their buttons', async () => {
    for (const viewport of [{ width: 320, height: 640 }, PHONE, WIDE]) {
      await withPage(viewport, async (s) => {
        await prepare(s, 'mongolian');
        await visit(s, '/purchase-coin');
        const packs = s.page.locator('.packs .pack');
        await expect(packs.count()).resolves.toBe(3);
        await s.page.locator('.pack__badge', { hasText: 'ХЯМДРАЛ' }).first().waitFor();
        for (let i = 0; i < 3; i++) {
          const pack = packs.nth(i);
          const name = (await pack.locator('.pack__name').boundingBox())!;
          if (await pack.locator('.pack__badge').count()) {
            const badge = (await pack.locator('.pack__badge').boundingBox())!;
            expect(overlap(badge, name)).toBe(false);
          }
          const button = (await pack.locator('.pack__price').boundingBox())!;
          const sale = (await pack.locator('.pack__sale').boundingBox())!;
          expect(Math.abs(sale.y + sale.height / 2 - (button.y + button.height / 2))).toBeLessThanOrEqual(2);
          expect(Math.abs(sale.x + sale.width / 2 - (button.x + button.width / 2))).toBeLessThanOrEqual(button.width / 2);
        }
        await s.screenshot('rp-coins-badges');
      });
    }
  });
});

describe('numbers and prices through Intl; interface texts in Mongolian (item 6)', () => {
  test('balances are grouped, the welcome offer price comes from formatPrice, and the toast close button is Mongolian', async () => {
    await withPage(PHONE, async (s) => {
      await prepare(s, 'mongolian');
      await s.page.route(
        (u) => u.pathname === '/graphql',
        async (route) => {
          if (graphqlCall(route.request())?.name !== 'UserData') return route.fallback();
          const res = await route.fetch();
          const body = await res.json();
          body.data.balance = { ...body.data.balance, coin: 12345, bonusCoin: 2500, point: 1000 };
          await route.fulfill({ response: res, json: body });
        },
      );
      await visit(s, '/');
      await s.page.getByRole('button', { name: 'Бүртгэлийн цэс' }).click();
      const panel = s.page.locator('.account-menu__panel');
      await expect(panel.locator('.profile__coin strong').textContent()).resolves.toBe('12,345');
      await expect(panel.locator('.profile__balances dd').allTextContents()).resolves.toEqual(['2,500', '1,000', expect.any(String)]);
      await visit(s, '/purchase-coin');
      await expect(s.page.locator('.money__balance strong').allTextContents()).resolves.toEqual(['12,345', '2,500']);
      await visit(s, '/pay-with-card');
      await s.page.locator('.offer__sale', { hasText: '$4.99' }).waitFor();
      // A toast's close button is named in the interface language.
      await visit(s, '/account');
      await s.page.getByRole('button', { name: /Мэдэгдлийн тохиргоо/ }).click();
      await s.page.locator('dialog[open]').getByRole('button', { name: 'Хадгалах' }).click();
      const saved = toast(s, 'Мэдэгдлийн тохиргоо хадгалагдлаа');
      await saved.waitFor();
      await saved.getByRole('button', { name: 'Хаах' }).click();
      await saved.waitFor({ state: 'detached' });
    });
  });
});

describe('save confirmations (item 9)', () => {
  test('saving the notification settings and the language says so and closes the dialog', async () => {
    await withPage(PHONE, async (s) => {
      await prepare(s, 'english');
      await visit(s, '/account');
      await s.page.getByRole('button', { name: /Notifications settings|: Notifications/ }).click();
      let dialog = s.page.locator('dialog[open]');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastShown(s, 'Notification settings saved');
      await dialog.waitFor({ state: 'detached' });
      await s.page.getByRole('button', { name: /Change Language/ }).click();
      dialog = s.page.locator('dialog[open]');
      await dialog.getByLabel('English/US').check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastShown(s, 'Language saved: English/US');
      await dialog.waitFor({ state: 'detached' });
      await s.screenshot('rp-saved-toasts');
    });
  });
});

describe('keyboard and focus (item 10)', () => {
  test('the first card of every home row shows its whole focus ring', async () => {
    for (const viewport of [PHONE, WIDE]) {
      await withPage(viewport, async (s) => {
        await prepare(s, 'english', { signedOut: true });
        await visit(s, '/');
        const rows = s.page.locator('.comic-grid--shelf');
        const count = await rows.count();
        expect(count).toBeGreaterThanOrEqual(3);
        for (let i = 0; i < count; i++) {
          const link = rows.nth(i).locator('a.comic-card').first();
          await link.focus();
          await s.page.keyboard.press('Shift+Tab');
          await s.page.keyboard.press('Tab');
          // The ring (outline width + offset outside the card) lies inside the row's clipping box.
          const fit = await link.evaluate((a) => {
            const style = getComputedStyle(a);
            const ring = parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset));
            const r = a.getBoundingClientRect();
            const box = a.closest('.comic-grid--shelf')!.getBoundingClientRect();
            return {
              focused: a.matches(':focus-visible'),
              style: style.outlineStyle,
              ring: ring >= 3,
              ok: r.left - ring >= box.left - 0.5 && r.top - ring >= box.top - 0.5 && r.right + ring <= box.right + 0.5,
            };
          });
          expect(fit).toEqual({ focused: true, style: 'solid', ring: true, ok: true });
        }
        await s.screenshot('rp-home-focus');
      });
    }
  });

  test('the Episodes menu works with arrow keys, Home, End and Escape; with the bars hidden the reader keeps its heading', async () => {
    await withPage(WIDE, async (s) => {
      await prepare(s, 'english', { signedOut: true });
      await visit(s, `/comic/${GHOSTS}/2`);
      const button = s.page.getByRole('button', { name: 'Episodes' });
      await button.focus();
      await s.page.keyboard.press('ArrowDown');
      const menu = s.page.getByRole('menu', { name: 'Episode list' });
      await menu.waitFor();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      /** The episode number the focused item links to. */
      const focused = () => s.page.evaluate(() => /\/(\d+)$/.exec(document.activeElement?.getAttribute('href') ?? '')?.[1] ?? '');
      // It opens on the current episode.
      await expect(focused()).resolves.toBe('2');
      await s.page.keyboard.press('ArrowDown');
      await expect(focused()).resolves.toBe('3');
      await s.page.keyboard.press('ArrowUp');
      await s.page.keyboard.press('ArrowUp');
      await expect(focused()).resolves.toBe('1');
      // Round from the first to the last, End and Home.
      await s.page.keyboard.press('ArrowUp');
      const last = (await menu.getByRole('menuitem').last().getAttribute('href'))!.split('/').pop();
      expect(Number(last)).toBeGreaterThan(3);
      await expect(focused()).resolves.toBe(last);
      await s.page.keyboard.press('Home');
      await expect(focused()).resolves.toBe('1');
      await s.page.keyboard.press('End');
      await expect(focused()).resolves.toBe(last);
      expect(describeViolations(await s.axe({ everyImpact: true }))).toBe('');
      await s.screenshot('rp-episode-menu');
      await s.page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      // Enter follows the focused item.
      await s.page.keyboard.press('ArrowDown');
      await menu.waitFor();
      await s.page.keyboard.press('ArrowDown');
      await s.page.keyboard.press('Enter');
      await s.page.waitForURL(`**/comic/${GHOSTS}/3`);
      // Bars hidden: still one level-one heading and nothing for axe.
      await s.page.locator('.reader__page').first().waitFor();
      await s.page.locator('.reader__pages').click({ position: { x: 20, y: 20 } });
      await expect(s.page.getByTestId('reader-header').getAttribute('class')).resolves.toMatch(/is-hidden/);
      await expect(s.page.locator('main h1').count()).resolves.toBe(1);
      expect(describeViolations(await s.axe({ everyImpact: true }))).toBe('');
    });
  });
});

describe('ranking (item 11) and cards (item 12)', () => {
  test('every ranking tab numbers its comics 1, 2, 3… in an ordered list', async () => {
    await withPage(PHONE, async (s) => {
      await prepare(s, 'english', { signedOut: true });
      await visit(s, '/ranking');
      for (const tab of ['All time', 'Week', 'Day']) {
        await s.page.getByRole('tab', { name: tab }).click();
        // The panel changes with the selection: until then the list shown is the previous tab's.
        await s.page.getByRole('tab', { name: tab, selected: true }).waitFor();
        const list = s.page.locator('ol.comic-grid');
        await list.locator('.comic-card__rank').first().waitFor();
        const ranks = await list.locator('.comic-card__rank').allTextContents();
        expect(ranks.length).toBeGreaterThan(3);
        expect(ranks).toEqual(ranks.map((_, i) => `Rank ${i + 1}`));
        await expect(list.getByRole('link').first().textContent()).resolves.toMatch(/^Rank 1/);
      }
      await s.screenshot('rp-ranking');
    });
  });

  test('the Koma originals badge sits beside the title, off the cover art', async () => {
    for (const viewport of [PHONE, WIDE]) {
      await withPage(viewport, async (s) => {
        await prepare(s, 'english', { signedOut: true });
        await visit(s, '/');
        const row = s.page.getByRole('region', { name: 'Koma Originals' });
        const cards = row.locator('a.comic-card');
        const n = await cards.count();
        expect(n).toBeGreaterThan(0);
        for (let i = 0; i < Math.min(n, 3); i++) {
          const card = cards.nth(i);
          await card.scrollIntoViewIfNeeded();
          const badge = (await card.locator('.comic-card__admin').boundingBox())!;
          const cover = (await card.locator('.comic-card__cover').boundingBox())!;
          expect(overlap(badge, cover)).toBe(false);
        }
        await s.screenshot('rp-originals');
      });
    }
  });
});
