// Issue 20 — what a reader trips over on a phone and in Mongolian, on the demo catalog with a
// signed-in reader: account dialogs on screen at 320 px with Save reachable (every route at 320
// and 390 px is the journey walk's); the reader's
// bars never cover the art; toasts stay few, short-lived and current; the language setting has one
// source of truth; rental passes; histories that name what was bought; translated catalog texts;
// and an axe pass over every route in both languages at phone and desktop widths.
import { describe, expect, test } from '@jest/globals';
import { DESKTOP, PHONE, describeViolations, toastShown, type PageSession } from './harness.js';
import { newReader } from '../fixtures/readers.js';
import { GHOSTS, useDemoReader } from './demo-reader.js';

const NARROW = { width: 320, height: 640 } as const;

const demo = useDemoReader(import.meta.url, 'Saraa');
const { withPage, prepare, visit } = demo;

// Every route at 320 and 390 px in both languages, signed in and out (no horizontal scroll, the
// header links whole) is the journey walk's (journey-walk.ts, overflowProblems), at 1366 px too.
describe('phone layout (item 1)', () => {
  test('account dialogs open on screen at 320 px in Mongolian; Save and the close button take their taps', async () => {
    await withPage(NARROW, async (s) => {
      await prepare(s, 'mongolian');
      await visit(s, '/account');
      const rows = s.page.locator('.settings-list__row button');
      await rows.first().waitFor();
      const count = await rows.count();
      expect(count).toBe(4);
      for (let i = 0; i < count; i++) {
        await rows.nth(i).click();
        const dialog = s.page.locator('dialog[open]');
        await dialog.waitFor();
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
        await expect(s.page.evaluate(() => document.scrollingElement!.scrollWidth)).resolves.toBeLessThanOrEqual(NARROW.width);
        // The topmost element at the centre of Save (and of ×) is that button: nothing covers it.
        for (const name of ['Хадгалах', 'Хаах']) {
          const button = dialog.getByRole('button', { name, exact: true });
          await button.scrollIntoViewIfNeeded();
          const hit = await button.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return r.right <= innerWidth && r.left >= 0 && !!top && (top === el || el.contains(top));
          });
          expect(`${i} ${name} ${hit}`).toBe(`${i} ${name} true`);
        }
        await s.screenshot(`rx-account-dialog-${i}`);
        await dialog.getByRole('button', { name: 'Хаах', exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    });
  });
});

describe('reader bars (item 2)', () => {
  test('the first page starts below the header and the last ends above the footer while the bars show', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(viewport, async (s) => {
        await prepare(s, 'english', { signedOut: true });
        await s.goto(`/comic/${GHOSTS}/1`);
        const header = s.page.getByTestId('reader-header');
        const footer = s.page.getByTestId('reader-footer');
        const first = s.page.locator('.reader__page').first();
        await first.waitFor();
        // First paint: measured as soon as the first page is in the document.
        const firstPaint = await s.page.evaluate(() => {
          const page = document.querySelector('.reader__page')!.getBoundingClientRect();
          const bar = document.querySelector('[data-testid="reader-header"]')!.getBoundingClientRect();
          return { pageTop: page.top, barBottom: bar.bottom };
        });
        expect(firstPaint.pageTop).toBeGreaterThanOrEqual(firstPaint.barBottom - 0.5);
        await expect(header.getAttribute('class')).resolves.not.toMatch(/is-hidden/);
        await s.page.locator('.reader__page img').first().waitFor();
        const last = s.page.locator('.reader__page').last();
        await s.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await s.page.waitForTimeout(300);
        const end = await s.page.evaluate(() => {
          const pages = document.querySelectorAll('.reader__page');
          const page = pages[pages.length - 1]!.getBoundingClientRect();
          const bar = document.querySelector('[data-testid="reader-footer"]')!.getBoundingClientRect();
          return { pageBottom: page.bottom, barTop: bar.top };
        });
        expect(end.pageBottom).toBeLessThanOrEqual(end.barTop + 0.5);
        await expect(footer.getAttribute('class')).resolves.not.toMatch(/is-hidden/);
        expect(await last.count()).toBe(1);
        await s.screenshot('rx-reader-end');
        // With the bars hidden the page keeps a level-one heading (axe page-has-heading-one).
        await s.page.locator('.reader__pages').click({ position: { x: 20, y: 20 } });
        await expect(header.getAttribute('class')).resolves.toMatch(/is-hidden/);
        expect(describeViolations(await s.axe())).toBe('');
        await expect(s.page.locator('main h1').count()).resolves.toBe(1);
      });
    }
  });
});

const toasts = (s: PageSession) => s.page.locator('.Toastify__toast');

/** Records the most toasts on screen at once from now on (window.__maxToasts). */
async function countToasts(s: PageSession) {
  await s.page.evaluate(() => {
    const w = window as unknown as { __maxToasts: number };
    w.__maxToasts = 0;
    new MutationObserver(() => {
      w.__maxToasts = Math.max(w.__maxToasts, document.querySelectorAll('.Toastify__toast').length);
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const maxToasts = (s: PageSession) => s.page.evaluate(() => (window as unknown as { __maxToasts: number }).__maxToasts);

async function readerWithPassword(name: string, password: string) {
  const r = await newReader(demo.h.app, name);
  const { AccountsService } = await import('../../services/server/src/modules/identity/accounts.service.js');
  await demo.h.app.app.get(AccountsService).setPassword(r.userId, password);
  return r;
}

async function login(s: PageSession, email: string, password: string) {
  await s.page.getByLabel('Email').fill(email);
  await s.page.getByLabel('Password', { exact: true }).fill(password);
  await s.page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('toasts (item 3)', () => {
  test("an error toast is replaced by the next step's result, and a page change clears the earlier toasts", async () => {
    const r = await readerWithPassword('Toasty', 'toasty password 1');
    await withPage(PHONE, async (s) => {
      await prepare(s, 'english', { signedOut: true });
      await s.goto('/login');
      await login(s, r.email, 'wrong password 9');
      const failed = toasts(s)
        .filter({ has: s.page.locator('.Toastify__toast--error') })
        .or(s.page.locator('.Toastify__toast--error'));
      await failed.first().waitFor();
      await s.screenshot('rx-toast-error');
      // A page change clears it (the Sign Up link leads to /register).
      await s.page.getByRole('link', { name: 'Sign Up' }).first().click();
      await s.page.waitForURL('**/register');
      await s.page.locator('.Toastify__toast--error').waitFor({ state: 'detached' });
      await s.page.goBack();
      await s.page.waitForURL('**/login');
      await login(s, r.email, 'wrong password 9');
      await s.page.locator('.Toastify__toast--error').first().waitFor();
      await login(s, r.email, 'toasty password 1');
      // 'Login success' shows on /login for 3 s, then home (docs/product.md): it replaced the error.
      await toastShown(s, 'Login success');
      await s.page.locator('.Toastify__toast--error').waitFor({ state: 'detached', timeout: 2000 });
      await s.screenshot('rx-toast-replaced');
      await s.page.waitForURL((u) => u.pathname === '/');
    });
  });

  test('at most two toasts show at once; the others wait their turn', async () => {
    await withPage(PHONE, async (s) => {
      await prepare(s, 'english');
      await visit(s, '/account');
      await countToasts(s);
      const change = (label: RegExp) => s.page.getByRole('button', { name: label });
      await change(/Notifications settings|: Notifications/).click();
      await s.page.locator('dialog[open]').getByRole('button', { name: 'Save' }).click();
      await toastShown(s, 'Notification settings saved');
      await change(/Change Language/).click();
      const dialog = s.page.locator('dialog[open]');
      await dialog.getByLabel('Mongolian').check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastShown(s, 'Хэл хадгалагдлаа: Монгол');
      await s.page.getByRole('button', { name: /Мэдэгдлийн тохиргоо/ }).click();
      await s.page.locator('dialog[open]').getByRole('button', { name: 'Хадгалах' }).click();
      await toastShown(s, 'Мэдэгдлийн тохиргоо хадгалагдлаа', { timeout: 12_000 });
      expect(await maxToasts(s)).toBe(2);
      await s.screenshot('rx-toast-limit');
    });
  });
});

/** The account's language setting on the server, asked with the page's own session. */
async function serverLanguage(s: PageSession): Promise<string> {
  const [token, userId] = await s.page.evaluate(
    () => [JSON.parse(localStorage.getItem('token')!), JSON.parse(localStorage.getItem('userId')!)] as [string, string],
  );
  const r = { token, userId };
  const res = await demo.h.app.request('GET', `/api/get-user-setting/${r.userId}`, { token: r.token });
  if (!res.body?.userSetting) throw new Error(`get-user-setting answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.userSetting.language;
}

describe('language (items 4 and 9)', () => {
  test('the footer switch saves to the account, the account page and the server agree, and the next login comes up in it', async () => {
    const r = await readerWithPassword('Lingua', 'lingua password 1');
    await withPage(PHONE, async (s) => {
      await prepare(s, 'english', { signedOut: true });
      await s.goto('/login');
      await login(s, r.email, 'lingua password 1');
      await s.page.waitForURL((u) => u.pathname === '/');
      await s.page.getByLabel('Language', { exact: true }).selectOption('mongolian');
      await toastShown(s, 'Хэл хадгалагдлаа: Монгол');
      await expect(serverLanguage(s)).resolves.toBe('mongolian');
      await visit(s, '/account');
      await s.page.getByText('Одоогийн: Монгол').waitFor();
      // Dates follow the language through Intl (the device table's sign-in date).
      await s.page.locator('.data-table td', { hasText: /оны/ }).first().waitFor();
      await s.screenshot('rx-language-account');
    });
    // Another device, whose own choice is English: the account's Mongolian wins once signed in.
    await withPage(DESKTOP, async (s) => {
      await prepare(s, 'english', { signedOut: true });
      await s.goto('/login');
      await login(s, r.email, 'lingua password 1');
      await s.page.waitForURL((u) => u.pathname === '/');
      await s.page.getByRole('navigation').getByRole('link', { name: 'Өдөр бүр' }).waitFor();
      await expect(s.page.evaluate(() => document.documentElement.lang)).resolves.toBe('mn');
      // The account dialog moves it back: the server, the footer and the page agree.
      await visit(s, '/account');
      await s.page
        .getByRole('button', { name: /Хэл\/Улс|Хэл/ })
        .first()
        .click();
      const dialog = s.page.locator('dialog[open]');
      await dialog.getByLabel('English/US').check();
      await dialog.getByRole('button', { name: 'Хадгалах' }).click();
      await toastShown(s, 'Language saved: English/US');
      await expect(serverLanguage(s)).resolves.toBe('english');
      await expect(s.page.getByLabel('Language', { exact: true }).inputValue()).resolves.toBe('english');
      await s.page.getByText('Current: English/US').waitFor();
    });
  });
});

async function openAccountMenu(s: PageSession) {
  const button = s.page.getByRole('button', { name: 'Account menu' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return s.page.locator('.account-menu__panel');
}

describe('rental passes (item 5)', () => {
  test('using a pass asks first, says what it unlocked and until when, and the menu count drops', async () => {
    const { catalogId } = await import('../../services/server/src/modules/catalog/catalog.ids.js');
    const r = await newReader(demo.h.app, 'Renter');
    const claim = await demo.h.app.request('POST', '/api/claim-gift', {
      token: r.token,
      body: { giftId: catalogId('gift', 'gift-rental-lantern') },
    });
    expect(claim.status).toBe(200);
    const gifts = (await demo.h.app.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.gift as Array<{
      giftId: { type: string };
      expiresAt: string;
    }>;
    const until = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
      new Date(gifts.find((g) => g.giftId.type === 'rental')!.expiresAt),
    );
    await withPage(PHONE, async (s) => {
      await s.page.addInitScript(
        ([token, userId]) => {
          if (sessionStorage.getItem('rx-prepared')) return;
          sessionStorage.setItem('rx-prepared', '1');
          localStorage.setItem('token', JSON.stringify(token));
          localStorage.setItem('userId', JSON.stringify(userId));
        },
        [r.token, r.userId] as const,
      );
      await visit(s, '/');
      let menu = await openAccountMenu(s);
      await expect(menu.locator('.profile__balances div').last().textContent()).resolves.toBe('Free Rental Passes1');
      await visit(s, `/comic/${GHOSTS}`);
      await s.page.locator('.episode-row', { hasText: '#4' }).first().click();
      const dialog = s.page.getByRole('dialog', { name: 'Use a Free Rental Pass?' });
      await dialog.waitFor();
      await dialog.getByText(/Lantern Street Ghosts · Episode 4 · /).waitFor();
      await dialog.getByText(`The pass opens this episode for free until ${until}.`).waitFor();
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot('rx-rental-confirm');
      // Cancel spends nothing.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(s.page.url()).toMatch(new RegExp(`/comic/${GHOSTS}$`));
      await s.page.locator('.episode-row', { hasText: '#4' }).first().click();
      await dialog.getByRole('button', { name: 'Use pass' }).click();
      await s.page.waitForURL(`**/comic/${GHOSTS}/4`);
      await toastShown(s, new RegExp(`^Rental pass used: Lantern Street Ghosts · Episode 4 · .+ is open until ${until}$`));
      await s.page.locator('.reader__page img').first().waitFor();
      await s.screenshot('rx-rental-used');
      await visit(s, '/');
      menu = await openAccountMenu(s);
      await expect(menu.locator('.profile__balances div').last().textContent()).resolves.toBe('Free Rental Passes0');
      // The used pass keeps its episode open: no second question.
      await visit(s, `/comic/${GHOSTS}`);
      await s.page.locator('.episode-row', { hasText: '#4' }).first().click();
      await s.page.waitForURL(`**/comic/${GHOSTS}/4`);
    });
  }, 120_000);
});

describe('reads never spend; redirects say why; passes say both dates (issue 27 items 3, 6, 7)', () => {
  test('sent to the gift box with a word and the gift marked; its card says the claim deadline and the pass length, then when the pass ends; opened from Account or by its address, the reader asks first and Cancel spends nothing', async () => {
    const { catalogId } = await import('../../services/server/src/modules/catalog/catalog.ids.js');
    const giftId = catalogId('gift', 'gift-rental-lantern');
    const episodeId = catalogId('episode', `${GHOSTS}-ep-4`);
    const r = await newReader(demo.h.app, 'Careful');
    const rentalOf = async () =>
      (
        (await demo.h.app.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.gift as Array<{
          giftId: { type: string };
          used: boolean;
          expiresAt: string;
        }>
      ).find((g) => g.giftId.type === 'rental');
    const longUS = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
    await withPage(PHONE, async (s) => {
      await s.page.addInitScript(
        ([token, userId]) => {
          if (sessionStorage.getItem('rx27-prepared')) return;
          sessionStorage.setItem('rx27-prepared', '1');
          localStorage.setItem('token', JSON.stringify(token));
          localStorage.setItem('userId', JSON.stringify(userId));
        },
        [r.token, r.userId] as const,
      );

      // Item 6: the unclaimed gift's episode leads to the gift box, saying why, at that gift.
      await visit(s, `/comic/${GHOSTS}`);
      await s.page.locator('.episode-row', { hasText: '#4' }).first().click();
      await toastShown(s, 'This episode opens with a free rental pass: claim it in the gift box first.');
      await s.page.waitForURL(`**/gift-box?gift=${giftId}`);
      const card = s.page.locator('.gift[data-target]');
      await card.getByText('The gift for the episode you opened').waitFor();
      await card.getByText('Free rental: Lantern Street Ghosts ep. 4').waitFor();
      // Item 7: both dates, before and after claiming.
      await card.getByText('Claim by December 31, 2035 · lasts 7 days once claimed').waitFor();
      await card.getByRole('button', { name: /Redeem Gift/ }).click();
      await card.getByRole('button', { name: 'Gift Redeemed' }).waitFor();
      const claimed = (await rentalOf())!;
      expect(claimed.used).toBe(false);
      await card.getByText(`Pass ends ${longUS(claimed.expiresAt)}`).waitFor();
      await s.screenshot('rx27-gift-target');

      // Item 3: Account › Expected Expiration Dates → Open episode asks in the reader; Cancel spends nothing.
      await visit(s, '/account');
      await s.page.locator(`#expiration a[href="/episode-view/${episodeId}"]`).first().click();
      const dialog = s.page.getByRole('dialog', { name: 'Use a Free Rental Pass?' });
      await dialog.waitFor();
      await dialog.getByText(/Lantern Street Ghosts · Episode 4 · /).waitFor();
      expect(await s.page.locator('.reader__page img').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await s.page.waitForURL('**/account');
      expect((await rentalOf())!.used).toBe(false);

      // By its address: the same question, and only Use pass spends it.
      await s.goto(`/comic/${GHOSTS}/4`);
      await dialog.waitFor();
      expect((await rentalOf())!.used).toBe(false);
      await dialog.getByRole('button', { name: 'Use pass' }).click();
      await toastShown(s, /^Rental pass used: Lantern Street Ghosts · Episode 4 · .+ is open until /);
      await s.page.locator('.reader__page img').first().waitFor();
      expect((await rentalOf())!.used).toBe(true);
      expect(s.problems()).toEqual([]);
    });
  }, 120_000);

  test('a VIP episode without a plan leads to the VIP page, saying why, in Mongolian too', async () => {
    for (const [language, text] of [
      ['english', 'This episode is for VIP members: choose a plan to read it.'],
      ['mongolian', 'Энэ анги VIP гишүүдэд зориулагдсан: унших бол багц сонгоно уу.'],
    ] as const) {
      await withPage(PHONE, async (s) => {
        await prepare(s, language);
        await visit(s, '/comic/cafe-nomad');
        await s.page
          .locator('.episode-row', { has: s.page.locator('.ep-badge--vip') })
          .first()
          .click();
        await toastShown(s, text);
        await s.page.waitForURL('**/vip-subscription');
      });
    }
  }, 120_000);
});
