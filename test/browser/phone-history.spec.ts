// Issue 27 item 2 — phones with a reader who has history: at 320 and 390 px, in English and
// Mongolian, a reader with coin packs in both currencies, an episode purchase, an unlock-all still
// withdrawable and one withdrawn, claimed gifts, a VIP plan paused once, comments and five devices
// with long names (all made through the product's own API) sees no horizontal scroll on home, the
// account page, a comic page, the library and the reader; every account dialog, the reader's Episodes
// dropdown and the search panel lie inside the viewport with their buttons reachable; the library's
// first tab is not clipped.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { AccountsService } from '../../services/server/src/modules/identity/accounts.service.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import type { PageSession } from './harness.js';
import { GHOSTS, LANGUAGES, useDemoReader, type Language } from './demo-reader.js';
import { brokenWordProblems } from './journey-walk.js';

const NARROW = { width: 320, height: 640 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SIGNAL = 'signal-lost';
const PASSWORD = 'long history 1';
const DEVICES = [
  'Samsung Galaxy S24 Ultra (SM-S928B) — Chrome 126.0.6478.122 on Android 14, living room',
  'Mozilla/5.0(Linux;Android14;Pixel8Pro)AppleWebKit/537.36(KHTML,likeGecko)Chrome/126.0.0.0MobileSafari/537.36',
  'Ээжийн зөөврийн компьютер — Улаанбаатарын гэрийн Firefox хөтөч',
  'iPad Pro 12.9-inch (6th generation) Safari 17.5 — office desk by the window',
];

const demo = useDemoReader(import.meta.url, 'Long History');
const { withPage, prepare } = demo;

/** Builds the reader's history through the REST and GraphQL API, as the app's own calls would. */
beforeAll(async () => {
  const { app } = demo.h;
  const r = demo.reader;
  const ok = async (res: Promise<{ status: number; body: unknown }>, what: string) => {
    const done = await res;
    if (done.status !== 200) throw new Error(`${what}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body as Record<string, unknown>;
  };
  // A password (setting it ends the fixture's session), then five devices: this browser and four more.
  await app.app.get(AccountsService).setPassword(r.userId, PASSWORD);
  const login = (device: string) =>
    ok(app.request('POST', '/api/login-user', { body: { email: r.email, password: PASSWORD, device } }), 'login');
  r.token = (await login('This phone')).token as string;
  for (const device of DEVICES) await login(device);
  const post = (path: string, body: Record<string, unknown>) =>
    ok(app.request('POST', path, { token: r.token, body: { userId: r.userId, ...body } }), path);
  for (const pack of ['pack-usd-120', 'pack-mnt-120', 'pack-usd-55'])
    await post('/api/buy-coin-pack', { coinPackId: catalogId('coinPack', pack) });
  await post('/api/purchase-episode', { episodeId: catalogId('episode', 'robot-grandma-ep-4') });
  for (const gift of ['gift-rental-lantern', 'gift-coin-welcome', 'gift-point-weekend'])
    await post('/api/claim-gift', { giftId: catalogId('gift', gift) });
  await post('/api/purchase-all-episode', { comicId: catalogId('comic', GHOSTS) });
  const options = await app.graphql('{ refundOptions { unlocks { unlockId } } }', {}, r.token);
  const [unlock] = options.body.data.refundOptions.unlocks as Array<{ unlockId: string }>;
  await post('/api/request-withdrawal', { unlockId: unlock!.unlockId });
  await post('/api/purchase-all-episode', { comicId: catalogId('comic', SIGNAL) });
  await post('/api/buy-plan', { planId: catalogId('plan', 'plan-1m') });
  const plan = (await ok(app.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token }), 'plan')).userPlan as {
    _id: string;
  };
  for (let i = 0; i < 2; i++) await ok(app.request('GET', `/api/pause-or-resume/${plan._id}`, { token: r.token }), 'pause-or-resume');
  for (const [n, content] of [
    [1, 'Сүнснүүдийн түүх үнэхээр гайхалтай, дараагийн ангийг тэсэн ядан хүлээж байна!'],
    [2, 'What a night. Nomin deserves a medal for this delivery route.'],
  ] as const) {
    await post('/api/add-comment', { comicId: catalogId('comic', GHOSTS), episodeId: catalogId('episode', `${GHOSTS}-ep-${n}`), content });
  }
  // Usage History is an async projection: wait until the withdrawal and both unlock-alls show.
  for (const until = Date.now() + 30_000; ;) {
    const res = await app.graphql('{ usageHistory(tab: all, page: 1) { items { action } } }', {}, r.token);
    const actions = (res.body.data?.usageHistory.items ?? []).map((i: { action: string }) => i.action);
    if (actions.filter((a: string) => a === 'unlock_all').length >= 2 && actions.includes('withdrawn')) break;
    if (Date.now() > until) throw new Error(`usage history not projected: ${JSON.stringify(res.body)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}, 120_000);

/**
 * The screen's size. A phone context (isMobile) widens its layout viewport to fit content that
 * overflows, so innerWidth grows with the overflow: measure against the device's own width.
 */
const screen = (s: PageSession) => s.page.viewportSize()!;

/** The document's horizontal overflow, naming the widest elements that stick out. */
async function overflow(s: PageSession): Promise<string | null> {
  return s.page.evaluate(({ width }) => {
    const sw = document.documentElement.scrollWidth;
    if (sw <= width) return null;
    // What sticks out and is not clipped by a box that scrolls or hides its overflow. A box clips an
    // absolutely positioned descendant only when it is, or lies inside, that descendant's containing
    // block (a visually hidden label in a sideways shelf otherwise widens the whole page).
    const clipped = (el: Element) => {
      let pos = getComputedStyle(el).position;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        const containing = style.position !== 'static' || style.transform !== 'none';
        if (pos === 'fixed') {
          if (style.transform === 'none' && style.backdropFilter === 'none') continue;
          pos = 'static';
        }
        if (pos === 'absolute' && !containing) continue;
        if (style.overflowX !== 'visible') return true;
        pos = style.position;
      }
      return false;
    };
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getBoundingClientRect().width > 0 && !clipped(el))
      .slice(0, 4)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().width)}`);
    return `scrollWidth ${sw} > ${width} (${wide.join(', ')})`;
  }, screen(s));
}

/** Where a box sticks out of the viewport, or null when it lies inside. */
async function outside(s: PageSession, selector: string): Promise<string | null> {
  return s.page
    .locator(selector)
    .first()
    .evaluate((el, { width, height }) => {
      const r = el.getBoundingClientRect();
      const bad = r.left < -0.5 || r.top < -0.5 || r.right > width + 0.5 || r.bottom > height + 0.5;
      return bad
        ? `box ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${width}×${height}`
        : null;
    }, screen(s));
}

/** Every button of the open dialog (Save, Cancel, close…), scrolled to inside it, is on screen and takes its tap. */
async function unreachable(s: PageSession): Promise<string[]> {
  const buttons = s.page.locator('dialog[open]').getByRole('button');
  const out: string[] = [];
  const n = await buttons.count();
  if (n < 2) out.push(`only ${n} button(s)`);
  for (let i = 0; i < n; i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    const hit = await button.evaluate((el, { width, height }) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) return null; // a visually hidden control (the photo input) answers through its label
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const inside = r.left >= -0.5 && r.right <= width + 0.5 && r.top >= -0.5 && r.bottom <= height + 0.5;
      return inside && !!top && (top === el || el.contains(top))
        ? null
        : `${el.outerHTML.slice(0, 120)} at ${Math.round(r.left)},${Math.round(r.top)} under ${top?.outerHTML.slice(0, 80) ?? 'nothing'}`;
    }, screen(s));
    if (hit) out.push(hit);
  }
  return out;
}

const TEXT = {
  english: {
    episodes: 'Episodes',
    search: 'Search',
    pause: 'Pause',
    cancel: 'Cancel',
    withdraw: /^Withdraw/,
    deactivate: 'Deactivate',
    other: 'Other',
  },
  mongolian: {
    episodes: 'Ангиуд',
    search: 'Хайх',
    pause: 'Түр зогсоох',
    cancel: 'Цуцлах',
    withdraw: /буцаах$/,
    deactivate: 'Идэвхгүй болгох',
    other: 'Бусад',
  },
} as const;

async function walk(language: Language, viewport: { width: number; height: number }): Promise<string[]> {
  const failures: string[] = [];
  const text = TEXT[language];
  await withPage(viewport, async (s) => {
    const where = (route: string) => `${language} ${viewport.width} ${route}`;
    await prepare(s, language);
    // Opens a route and waits for what it shows (not for network idle: the balance stream stays open).
    const page = async (route: string, ready: string) => {
      await s.goto(route);
      await s.page.locator(ready).first().waitFor({ timeout: 15_000 });
      await s.page.waitForLoadState('networkidle', { timeout: 1500 }).catch(() => undefined);
      const o = await overflow(s);
      if (o) failures.push(`${where(route)}: ${o}`);
    };

    await page('/', '.comic-grid--shelf img');
    await s.page.locator('.site-header').getByRole('button', { name: text.search, exact: true }).click();
    await s.page.locator('dialog[open] .search__input').waitFor();
    const search = await outside(s, 'dialog[open] .dialog__panel');
    if (search) failures.push(`${where('/ search panel')}: ${search}`);
    await s.page.keyboard.press('Escape');
    await s.page.locator('dialog[open]').waitFor({ state: 'detached' });

    await page('/account', '#usageHistory .data-table');
    await s.page.locator('#usageHistory .withdrawals').waitFor();
    await s.page.locator('#manageVip .data-table').waitFor();
    await s.page.locator('#manageDevices .data-table').waitFor();
    await s.page.locator('#coinHistory .data-table').waitFor();
    const o = await overflow(s);
    if (o) failures.push(`${where('/account with history')}: ${o}`);
    // The devices table fits the phone (it has two short columns), and each setting's button keeps
    // its word on one line beside a label that wraps.
    const devices = await s.page
      .locator('#manageDevices .table-wrap')
      .evaluate((wrap) => (wrap.scrollWidth > wrap.clientWidth + 1 ? `table ${wrap.scrollWidth} px wide in ${wrap.clientWidth} px` : null));
    if (devices) failures.push(`${where('/account devices')}: ${devices}`);
    const broken = await brokenWordProblems(s.page, (await s.page.$('.settings-list'))!);
    for (const b of broken) failures.push(`${where('/account settings')}: ${b}`);
    // Every dialog of the page: the four settings, the withdrawal, VIP pause and cancel, deactivation (each closed unused).
    await s.page.locator('#deactivate').getByLabel(text.other, { exact: true }).check();
    const openers = [
      ...Array.from({ length: await s.page.locator('.settings-list__row button').count() }, (_, i) =>
        s.page.locator('.settings-list__row button').nth(i),
      ),
      s.page.locator('#usageHistory .withdrawals').getByRole('button', { name: text.withdraw }),
      s.page.locator('#manageVip').getByRole('button', { name: text.pause, exact: true }),
      s.page.locator('#manageVip').getByRole('button', { name: text.cancel, exact: true }),
      s.page.locator('#deactivate').getByRole('button', { name: text.deactivate, exact: true }),
    ];
    for (const [i, opener] of openers.entries()) {
      const dialog = s.page.locator('dialog[open]');
      try {
        await opener.scrollIntoViewIfNeeded({ timeout: 5000 });
        await opener.click({ timeout: 5000 });
        await dialog.waitFor({ timeout: 5000 });
      } catch (e) {
        failures.push(`${where('/account')} dialog ${i}: ${(e as Error).message.split('\n').slice(0, 12).join(' | ')}`);
        await s.screenshot(`phone-history-fail-${i}`);
        continue;
      }
      const label = `${where('/account')} dialog ${i} "${(await dialog.locator('.dialog__title').textContent()) ?? ''}"`;
      const box = await outside(s, 'dialog[open] .dialog__panel');
      if (box) failures.push(`${label}: ${box}`);
      const wide = await overflow(s);
      if (wide) failures.push(`${label}: ${wide}`);
      for (const miss of await unreachable(s)) failures.push(`${label}: ${miss}`);
      await s.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    await page(`/comic/${GHOSTS}`, '[data-testid="episode-list"]');
    await page('/my-library', '.tabs__list [role="tab"]');
    const tab = await s.page
      .locator('.tabs__list [role="tab"]')
      .first()
      .evaluate((el) => {
        const r = el.getBoundingClientRect();
        const list = el.parentElement!.getBoundingClientRect();
        return r.left >= -0.5 && r.left >= list.left - 0.5
          ? null
          : `first tab starts at ${Math.round(r.left)} (list ${Math.round(list.left)})`;
      });
    if (tab) failures.push(`${where('/my-library')}: ${tab}`);

    await page(`/comic/${GHOSTS}/2`, '.reader__page');
    // The header's heading keeps the episode's number whole (the title after it may be cut short):
    // the number and, when the heading is cut, the ellipsis after it fit in the heading's box.
    const cut = await s.page.locator('.reader__title').evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1.firstChild!);
      const number = range.getBoundingClientRect();
      const box = h1.getBoundingClientRect();
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = getComputedStyle(h1).font;
      const ellipsis = h1.scrollWidth > h1.clientWidth ? ctx.measureText(' …').width : 0;
      return number.right + ellipsis <= box.right + 0.5
        ? null
        : `"${h1.firstChild!.textContent}" needs ${Math.round(number.width + ellipsis)} px of ${Math.round(box.width)}`;
    });
    if (cut) failures.push(`${where('reader heading')}: ${cut}`);
    await s.page.getByRole('button', { name: text.episodes }).click();
    await s.page.getByRole('menu').waitFor();
    const menu = await outside(s, '[role="menu"]');
    if (menu) failures.push(`${where('reader Episodes')}: ${menu}`);
    const wide = await overflow(s);
    if (wide) failures.push(`${where('reader Episodes')}: ${wide}`);
    await s.screenshot(`phone-history-${language}`);
  });
  return failures;
}

describe('phones with a reader who has history (issue 27 item 2)', () => {
  test.each(LANGUAGES)(
    'at 320 and 390 px in %s nothing scrolls sideways and every dialog and dropdown fits',
    async (language) => {
      const failures = (await Promise.all([NARROW, PHONE].map((v) => walk(language, v)))).flat();
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
