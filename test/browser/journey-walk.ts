// The journey walk (issue 27): every route of docs/product.md (and /episode-view/{id}) as a visitor arriving
// by direct URL and again after a reload, and as the signed-in history reader, in one language at
// 320, 390 and 1366 px. On each page it checks: no horizontal overflow (nothing past either edge
// unless an ancestor clips it, and no header link cut, clipped or not); every image scrolled into view loads, and no placeholder stays one
// (the reader ends with every page a loaded <img>); no uncaught exception, console error, React
// hydration warning, failed request or unexpected error response; every dialog it opens lies inside
// the viewport with its buttons reachable; in Mongolian no interface string equals its English
// source; for the signed-in reader at 390 and 1366 px, axe-core finds nothing, of any impact. The journeys are data: add a route or a dialog to JOURNEYS. Failures name the journey
// and the check, and are collected, not thrown: a slice reports everything it found at once.
import { appendFileSync } from 'node:fs';
import type { ElementHandle, Page, Request } from 'playwright-core';
import i18n from '../../web/src/lib/i18n/index.js';
import mongolianTexts from '../../web/src/lib/i18n/mongolian.js';
import { describeViolations, type BrowserHarness, type PageSession } from './harness.js';
import type { HistoryReader } from '../fixtures/history-reader.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';

export type Persona = 'visitor' | 'reader';
export type Language = 'english' | 'mongolian';
export const WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** Texts of the interface tables, by the English source: the language's own text for it. */
export interface Texts {
  (english: string): string;
  language: Language;
}

export interface DialogStep {
  /** Names the dialog in failure messages. */
  name: string;
  /** Gets the page to where the dialog opens and opens it (a click, usually). */
  open(page: Page, L: Texts, reader: HistoryReader): Promise<void>;
  /** The popup that should appear (default: an open <dialog> or [role=dialog]). */
  popup?: string;
  /** Closes it (default: Escape). */
  close?(page: Page, L: Texts, popup: ElementHandle<Element>): Promise<void>;
}

export interface Journey {
  route: string | ((r: HistoryReader) => string);
  /** Who walks it (default both). */
  personas?: Persona[];
  /** Dialogs opened on the page, in order, per persona (default: for both). */
  dialogs?: Partial<Record<Persona, DialogStep[]>>;
}

const GHOSTS = 'lantern-street-ghosts';
const DIALOG = 'dialog[open], [role="dialog"]:not(dialog), [role="alertdialog"]:not(dialog)';

const closeButton = async (page: Page, _L: Texts, popup: ElementHandle<Element>) => {
  const close = await popup.$('.dialog__close');
  if (close) await close.click();
  else await page.keyboard.press('Escape');
};

const search: DialogStep = {
  name: 'search panel',
  open: async (page, L) => {
    await page
      .getByRole('button', { name: L('Search'), exact: true })
      .first()
      .click();
  },
};
const accountMenu: DialogStep = {
  name: 'account menu',
  open: async (page, L) => {
    await page
      .getByRole('button', { name: L('Account menu'), exact: true })
      .first()
      .click();
  },
  popup: '.account-menu__panel',
  close: async (page, L) => {
    await page
      .getByRole('button', { name: L('Account menu'), exact: true })
      .first()
      .click();
  },
};
const submission: DialogStep = {
  name: 'submission modal (footer)',
  open: async (page, L) => {
    await page
      .locator('footer')
      .getByRole('button', { name: L('Submission'), exact: true })
      .first()
      .click();
  },
  close: closeButton,
};

/** Every route of docs/product.md and /episode-view/{id}, with the dialogs opened on it. */
export const JOURNEYS: Journey[] = [
  // The sign-in landing (the Google callback's /{userId}/{code}) reached with a stale link.
  { route: (r) => `/${r.userId}/expired-sign-in-code-0123456789abcdef`, personas: ['visitor'] },
  { route: '/', dialogs: { visitor: [search, accountMenu, submission], reader: [search, accountMenu, submission] } },
  { route: '/daily-product' },
  { route: '/free-product' },
  { route: '/genre-product' },
  { route: '/ranking' },
  { route: '/tag/magic' },
  { route: '/tags/magic' },
  { route: '/writer-profile/Mina%20Sol' },
  {
    route: '/gift-box',
    dialogs: {
      reader: [
        {
          name: 'coin gift explanation',
          open: async (page, L) => {
            await page
              .getByRole('tab', { name: L('Coin'), exact: true })
              .first()
              .click();
            await page.locator('.gifts__help').first().click();
          },
          close: closeButton,
        },
      ],
    },
  },
  { route: '/notitfication' },
  { route: (r) => `/notitfication-view/${r.ids.unreadNotification}` },
  { route: (r) => `/notitfication-view/${r.ids.readNotification}`, personas: ['reader'] },
  {
    route: `/comic/${GHOSTS}`,
    dialogs: {
      reader: [
        {
          name: 'unlock all (#unlock)',
          open: async (page, L) => {
            await page
              .getByRole('button', { name: L('Unlock all'), exact: true })
              .first()
              .click();
          },
          close: closeButton,
        },
        {
          name: 'purchase one episode (#purchase)',
          open: async (page) => {
            await page.locator('.episode-row', { hasText: '#9' }).first().click();
          },
          close: closeButton,
        },
      ],
    },
  },
  {
    route: '/comic/steppe-riders',
    personas: ['reader'],
    dialogs: {
      reader: [
        {
          name: 'use a rental pass',
          open: async (page) => {
            await page.locator('.episode-row', { hasText: '#5' }).first().click();
          },
          close: closeButton,
        },
      ],
    },
  },
  { route: (r) => `/comic/${r.ids.unlockedComic}`, personas: ['reader'] },
  { route: `/slide-data/welcome/${catalogId('slide', 'slide-welcome')}` },
  { route: '/more/Fantasy' },
  { route: '/my-library' },
  { route: '/my-library/downloads' },
  {
    route: '/purchase-coin',
    dialogs: {
      reader: [
        {
          name: 'payment dialog (coin pack)',
          open: async (page) => {
            await page.locator('.pack__price').first().click();
          },
          close: closeButton,
        },
      ],
    },
  },
  {
    route: '/vip-subscription',
    dialogs: {
      reader: [
        {
          name: 'payment dialog (VIP plan)',
          open: async (page) => {
            await page.locator('.plan__button:not([disabled])').first().click();
          },
          close: closeButton,
        },
      ],
    },
  },
  { route: '/terms-use' },
  { route: '/privacy-policy' },
  { route: '/about-us' },
  { route: '/contact-us' },
  { route: '/faq' },
  {
    route: '/account',
    dialogs: {
      reader: [
        ...[0, 1, 2, 3].map((i): DialogStep => ({
          name: `account settings dialog ${i + 1}`,
          open: async (page) => {
            await page.locator('.settings-list__row button').nth(i).click();
          },
          close: closeButton,
        })),
        {
          name: 'request refund',
          open: async (page, L) => {
            await page
              .getByRole('button', { name: L('Request refund'), exact: true })
              .first()
              .click();
          },
          close: closeButton,
        },
        {
          name: 'withdraw unopened episodes',
          open: async (page, L) => {
            await page
              .getByRole('button', { name: L('Withdraw unopened episodes'), exact: true })
              .first()
              .click();
          },
          close: closeButton,
        },
      ],
    },
  },
  {
    route: `/comic/${GHOSTS}/1`,
    dialogs: {
      visitor: [
        {
          name: 'reader Episodes dropdown',
          open: (page) => page.locator('.episode-menu button[aria-haspopup]').first().click(),
          popup: '.episode-menu__list',
        },
      ],
      reader: [
        {
          name: 'reader Episodes dropdown',
          open: (page) => page.locator('.episode-menu button[aria-haspopup]').first().click(),
          popup: '.episode-menu__list',
        },
      ],
    },
  },
  { route: `/comic/${GHOSTS}/5`, personas: ['reader'] },
  { route: (r) => `/comic/${r.ids.unlockedComic}/5`, personas: ['reader'] },
  { route: (r) => `/episode-view/${r.ids.usedPassEpisode}` },
  { route: `/episode-view/${catalogId('episode', `${GHOSTS}-ep-1`)}` },
  {
    route: `/comment/comic/${GHOSTS}/1`,
    dialogs: {
      reader: [
        {
          name: 'report a comment',
          open: async (page) => {
            await page.getByTestId('comment-report').first().click();
          },
          close: closeButton,
        },
      ],
    },
  },
  { route: '/no/such/page/here' },
  { route: '/login' },
  { route: '/register' },
  { route: '/verification' },
  { route: '/set-password' },
  { route: '/forgot-password' },
  { route: '/reset-password' },
  { route: '/age-verify' },
  { route: '/pay-with-card' },
];

// ---- the interface tables ------------------------------------------------------------------

type Tree = { [k: string]: string | Tree | string[] };
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else if (Array.isArray(v))
      v.forEach((x, i) => {
        if (typeof x === 'string') out.set(`${key}.${i}`, x);
        else flatten(x as Tree, `${key}.${i}`, out);
      });
    else if (v && typeof v === 'object') flatten(v, key, out);
  }
  return out;
}

/** English and Mongolian interface texts, flattened by key, as the app registers them. */
export const TABLES = {
  en: flatten(i18n.getResourceBundle('en', 'translation') as Tree),
  mn: flatten(mongolianTexts as unknown as Tree),
};

export function textsFor(language: Language): Texts {
  const byEnglish = new Map<string, string>();
  for (const [key, en] of TABLES.en) if (!byEnglish.has(en)) byEnglish.set(en, language === 'mongolian' ? (TABLES.mn.get(key) ?? en) : en);
  const L = ((english: string) => {
    const text = byEnglish.get(english);
    if (text === undefined) throw new Error(`no interface text "${english}" in the English table`);
    return text;
  }) as Texts;
  L.language = language;
  return L;
}

/** Names and codes that read the same in both languages. */
export const SAME_IN_BOTH = new Set([
  'Koma',
  'VIP',
  'QPay',
  'QPay Wallet',
  'FAQ',
  'OK',
  'R',
  'USD',
  'MNT',
  '$',
  '₮',
  'Google',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'Telegram',
  'Khan Bank',
  'Visa',
  'Mastercard',
  'MM/YY',
  'CVC',
  'Email',
  'E-mail',
]);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts whose Mongolian differs: literal ones as a set, interpolated ones as patterns
 * (`{{…}}` a wildcard) with enough letters of their own to mean something.
 */
export function untranslatedMatchers(): { literal: Map<string, string>; patterns: Array<{ re: RegExp; key: string; en: string }> } {
  const literal = new Map<string, string>();
  const patterns: Array<{ re: RegExp; key: string; en: string }> = [];
  for (const [key, en] of TABLES.en) {
    const mn = TABLES.mn.get(key);
    if (mn === undefined || mn === en) continue;
    const text = en.replace(/\s+/g, ' ').trim();
    if (SAME_IN_BOTH.has(text) || !/[A-Za-z]{2}/.test(text.replace(/\{\{[^}]*\}\}/g, ''))) continue;
    if (text.includes('{{')) {
      const parts = text.split(/\{\{[^}]*\}\}/);
      if (parts.join('').replace(/[^A-Za-z]/g, '').length < 4) continue;
      patterns.push({ re: new RegExp(`^${parts.map(escapeRe).join('(.+?)')}$`), key, en: text });
    } else if (!literal.has(text)) literal.set(text, key);
  }
  return { literal, patterns };
}

// ---- the checks (each returns failure texts) -------------------------------------------------

/** Settles the page: no request of the page in flight for 150 ms (at most `maxMs`). */
export function trackRequests(page: Page) {
  const inflight = new Set<unknown>();
  let last = Date.now();
  const done = (r: unknown) => {
    if (inflight.delete(r)) last = Date.now();
  };
  // A live stream (a GraphQL subscription is a POST that asks for text/event-stream) stays open for
  // as long as its page: it is not waited for.
  const stream = (r: Request) =>
    r.resourceType() === 'eventsource' || r.resourceType() === 'websocket' || (r.headers().accept ?? '').includes('text/event-stream');
  page.on('request', (r) => {
    if (!r.url().startsWith('data:') && !stream(r)) {
      inflight.add(r);
      last = Date.now();
    }
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (maxMs = 8000) => {
    const end = Date.now() + maxMs;
    while (Date.now() < end) {
      if (inflight.size === 0 && Date.now() - last >= 150) return;
      // A request that never ends (a stream the check above does not know) is not waited for past 4 s.
      if (inflight.size > 0 && Date.now() - last >= 4000) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

/** Horizontal overflow: the document wider than the window, or visible content past an edge that no ancestor clips. */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const W = window.innerWidth;
    const sw = document.documentElement.scrollWidth;
    const describe = (el: Element) => {
      const cls = [...el.classList].slice(0, 3).join('.');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    const clippedBy = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== 'visible' || s.contain.includes('paint')) return true;
      }
      return false;
    };
    const offenders: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (offenders.some((o) => o.contains(el))) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (r.left >= -1 && r.right <= W + 1) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const s = getComputedStyle(el);
      if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') continue;
      if (clippedBy(el)) continue;
      offenders.push(el);
    }
    if (sw > W + 1) out.push(`page is ${sw} px wide in a ${W} px window`);
    // The header's links must show whole even where the header clips its overflow.
    for (const link of document.querySelectorAll<HTMLElement>('.site-nav__link')) {
      const r = link.getBoundingClientRect();
      if (r.width > 0 && (r.left < -0.5 || r.right > W + 0.5))
        out.push(`header link "${link.textContent}" cut (${Math.round(r.left)}…${Math.round(r.right)}, window 0…${W})`);
    }
    for (const el of offenders.slice(0, 4)) {
      const r = el.getBoundingClientRect();
      out.push(`${describe(el)} spans x ${Math.round(r.left)}…${Math.round(r.right)} (window 0…${W})`);
    }
    return out;
  });
}

/**
 * Scrolls to the bottom in steps of most of a screen; at each step every visible image in view
 * must load (complete with a natural width) and every placeholder in view must turn into one,
 * within a few seconds. The reader's pages are checked whole at the end.
 */
export async function imageProblems(page: Page): Promise<string[]> {
  const out = new Set<string>();
  let budget = 12_000; // waiting on a page with broken images stops at this much in all
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  for (let step = 0; step < 60; step++) {
    const started = Date.now();
    const waitMs = Math.min(4000, Math.max(500, budget));
    let pending: string[];
    for (;;) {
      pending = await page.evaluate(() => {
        const H = window.innerHeight,
          W = window.innerWidth;
        const inView = (el: Element) => {
          const r = el.getBoundingClientRect();
          return (
            r.width > 1 &&
            r.height > 1 &&
            r.bottom > 0 &&
            r.top < H &&
            r.right > 0 &&
            r.left < W &&
            el.checkVisibility({ checkVisibilityCSS: true })
          );
        };
        const bad: string[] = [];
        for (const img of document.images) {
          if (!inView(img)) continue;
          if (!(img.complete && img.naturalWidth > 0))
            bad.push(`image ${img.currentSrc || img.getAttribute('src') || '(no src)'} (alt "${img.alt}") did not load`);
        }
        for (const ph of document.querySelectorAll('[class*="placeholder"]:not(input):not(textarea), [class*="skeleton"]')) {
          if (inView(ph))
            bad.push(
              `placeholder <${ph.tagName.toLowerCase()}.${[...ph.classList].join('.')}>${ph.getAttribute('aria-label') ? ` "${ph.getAttribute('aria-label')}"` : ''} never became an image`,
            );
        }
        return bad;
      });
      if (pending.length === 0 || Date.now() - started > waitMs) break;
      await page.waitForTimeout(100);
    }
    budget -= Date.now() - started;
    for (const p of pending) out.add(p);
    const more = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy({ top: Math.round(window.innerHeight * 0.85), behavior: 'instant' });
      return window.scrollY > before;
    });
    if (!more) break;
  }
  // The reader: every page a loaded image once the end is reached.
  const pages = await page.evaluate(() =>
    [...document.querySelectorAll('.reader__page')]
      .map((li, i) => {
        const img = li.querySelector('img');
        return img && img.complete && img.naturalWidth > 0
          ? null
          : `reader page ${i + 1} is ${img ? 'an image that did not load' : 'still a placeholder'} at the end of the episode`;
      })
      .filter((x): x is string => x !== null),
  );
  for (const p of pages) out.add(p);
  if (pages.length) {
    // What the reader looked like: enough to tell a list that never rendered its images from one that was hidden or never ran.
    out.add(
      'the reader then: ' +
        (await page.evaluate(() =>
          JSON.stringify({
            lis: [...document.querySelectorAll('.reader__page')].map((li) => {
              const img = li.querySelector('img');
              return img
                ? {
                    c: img.complete,
                    w: img.naturalWidth,
                    react: Object.keys(img).filter((k) => k.startsWith('__react')).length,
                    src: img.getAttribute('src')?.slice(-40),
                  }
                : 'ph';
            }),
            olReact: Object.keys(document.querySelector('.reader__pages') ?? {}).filter((k) => k.startsWith('__react')).length,
            url: location.href,
            ready: document.readyState,
            vis: document.visibilityState,
            olVisible: document.querySelector('.reader__pages')?.checkVisibility() ?? null,
            hiddenAncestor: (() => {
              let el = document.querySelector('.reader__pages') as HTMLElement | null;
              while (el) {
                if (getComputedStyle(el).display === 'none') return `${el.tagName}.${el.className} style=${el.getAttribute('style')}`;
                el = el.parentElement;
              }
              return null;
            })(),
            loading: [...document.querySelectorAll('[role="status"], .loading, [class*="spinner"]')]
              .map((e) => `${e.className}:${e.checkVisibility()}`)
              .slice(0, 4),
            res: performance
              .getEntriesByType('resource')
              .filter((e) => /image|upload|page/.test(e.name))
              .map((e) => `${e.name.slice(-50)} ${Math.round(e.startTime)}+${Math.round(e.duration)}`)
              .slice(-8),
            now: Math.round(performance.now()),
          }),
        )),
    );
  }
  return [...out];
}

const HYDRATION = /Hydration failed|did not match|hydrat|Minified React error #(418|423|425)/i;

/** Console errors, page errors, failed requests and error responses since `from` (indexes into the session's logs). */
export function consoleProblems(
  s: PageSession,
  from: { console: number; failed: number; responses: number },
  expected: RegExp | undefined,
): string[] {
  const out: string[] = [];
  for (const c of s.consoleErrors.slice(from.console)) {
    const resource = c.text.startsWith('Failed to load resource');
    if (resource && expected && c.url && expected.test(new URL(c.url).pathname)) continue;
    const kind = HYDRATION.test(c.text)
      ? 'React hydration warning'
      : c.text.startsWith('pageerror:')
        ? 'uncaught exception'
        : 'console error';
    out.push(`${kind}: ${c.text.slice(0, 300)}${c.url ? ` (${c.url.replace(/^https?:\/\/[^/]+/, '')})` : ''}`);
  }
  for (const f of s.failedRequests.slice(from.failed)) out.push(`request failed: ${f}`);
  for (const r of s.errorResponses.slice(from.responses)) {
    const [status, , path] = r.split(' ');
    if (Number(status) < 500 && expected && expected.test((path ?? '').split('?')[0]!)) continue;
    if (
      Number(status) < 500 &&
      s.consoleErrors.slice(from.console).some((c) => c.url && r.endsWith(c.url.replace(/^https?:\/\/[^/]+/, '')))
    )
      continue; // listed above
    out.push(`error response: ${r}`);
  }
  return out;
}

/** Visible interface texts (text nodes, short element texts, labels, placeholders, titles) equal to an English source whose Mongolian differs. */
export async function untranslatedProblems(
  page: Page,
  m: ReturnType<typeof untranslatedMatchers>,
  within?: ElementHandle<Element>,
): Promise<string[]> {
  const root = within ?? (await page.$('body'))!;
  const found = await root.evaluate((top) => {
    const seen = new Map<string, string>();
    const add = (text: string | null | undefined, where: Element) => {
      const t = (text ?? '').replace(/\s+/g, ' ').trim();
      if (t.length < 2 || t.length > 300 || !/[A-Za-z]{2}/.test(t) || seen.has(t)) return;
      const cls = [...where.classList].slice(0, 2).join('.');
      seen.set(t, `<${where.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>`);
    };
    const visible = (el: Element) =>
      el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: false }) || el.closest('.visually-hidden, .sr-only') !== null;
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      // Readers' comments and the catalog's rich text are content, not interface texts.
      if (!parent || parent.closest('script, style, noscript, template, .comment__text, .rich-text') || !visible(parent)) continue;
      add(n.nodeValue, parent);
    }
    for (const el of top.querySelectorAll('*')) {
      if (el.closest('.comment__text, .rich-text')) continue;
      if (el.childElementCount > 0 && el.childElementCount <= 4 && (el.textContent ?? '').length <= 160 && visible(el))
        add(el.textContent, el);
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt'])
        if (el.hasAttribute(attr) && (visible(el) || attr === 'aria-label')) add(el.getAttribute(attr), el);
    }
    if (top === document.body) add(document.title, document.documentElement);
    return [...seen.entries()];
  });
  const out: string[] = [];
  for (const [text, where] of found) {
    if (SAME_IN_BOTH.has(text)) continue;
    // An interpolated value is a number, a name, a title or a date: a few words, not a sentence.
    const key =
      m.literal.get(text) ??
      m.patterns.find((p) =>
        p.re
          .exec(text)
          ?.slice(1)
          .every((v) => v.split(' ').length <= 6),
      )?.key;
    if (key) out.push(`English text "${text}" in ${where} (table key ${key})`);
  }
  return out;
}

/**
 * Short words broken across lines: a price, a button's verb or a label of up to 12 characters that
 * a squeezed box wrapped mid-word ("$4.4" over "9", "Chang" over "e"). Longer tokens (an email, a
 * link) may wrap anywhere.
 */
export async function brokenWordProblems(page: Page, within?: ElementHandle<Element>): Promise<string[]> {
  const check = (root: Element) => {
    const out: string[] = [];
    const range = document.createRange();
    const lines = (node: Node, from: number, to: number) => {
      range.setStart(node, from);
      range.setEnd(node, to);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n && out.length < 6; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const parent = n.parentElement;
      if (!text.trim() || !parent?.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })) continue;
      if (lines(n, 0, text.length) < 2) continue; // one line: nothing broken
      // Parts of a hyphenated or slashed word count apart: a line may end after the hyphen.
      for (const m of text.matchAll(/[^\s\-‐–—/]+/g)) {
        if (m[0].length < 2 || m[0].length > 12) continue;
        if (lines(n, m.index, m.index + m[0].length) > 1)
          out.push(`"${m[0]}" broken across lines in <${parent.tagName.toLowerCase()}.${[...parent.classList].slice(0, 2).join('.')}>`);
      }
    }
    return out;
  };
  return within ? within.evaluate(check) : page.locator('body').evaluate(check);
}

/** Opens a dialog, checks it lies inside the viewport and that each of its buttons can be reached and hit, closes it. */
export async function dialogProblems(
  page: Page,
  step: DialogStep,
  L: Texts,
  reader: HistoryReader,
  whileOpen?: (popup: ElementHandle<Element>) => Promise<string[]>,
): Promise<string[]> {
  const out: string[] = [];
  try {
    await step.open(page, L, reader);
  } catch (e) {
    return [`could not open: ${(e as Error).message.split('\n')[0]}`];
  }
  const shown = page
    .locator(step.popup ?? DIALOG)
    .filter({ visible: true })
    .last();
  try {
    await shown.waitFor({ state: 'visible', timeout: 5000 });
  } catch {
    return [`did not open (no ${step.popup ?? 'dialog'} shown; at ${new URL(page.url()).pathname})`];
  }
  const popup = (await shown.elementHandle())!;
  // Opening transitions end before the box is measured.
  await popup.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
  const box = await popup.evaluate((el) => {
    // A native <dialog> may span the screen as the backdrop of its panel: the panel is what shows.
    const panel = el.querySelector(':scope > .dialog__panel') ?? el;
    const r = panel.getBoundingClientRect();
    return {
      left: r.left,
      right: r.right,
      top: r.top,
      bottom: r.bottom,
      W: window.innerWidth,
      H: window.innerHeight,
      scrollable: [panel, el].some((x) => x.scrollHeight > x.clientHeight + 1 && getComputedStyle(x).overflowY !== 'visible'),
      sw: document.documentElement.scrollWidth,
    };
  });
  const edges: string[] = [];
  if (box.left < -1) edges.push(`left ${Math.round(box.left)}`);
  if (box.right > box.W + 1) edges.push(`right ${Math.round(box.right)} > ${box.W}`);
  if (box.top < -1 && !box.scrollable) edges.push(`top ${Math.round(box.top)}`);
  if (box.bottom > box.H + 1 && !box.scrollable) edges.push(`bottom ${Math.round(box.bottom)} > ${box.H} and it does not scroll`);
  if (edges.length) out.push(`lies outside the viewport (${edges.join(', ')})`);
  if (box.sw > box.W + 1) out.push(`the page is ${box.sw} px wide while it is open`);
  const buttons = await popup.$$('button, a[href], input[type="submit"], input[type="button"]');
  for (const b of buttons) {
    if (!(await b.evaluate((el) => el.checkVisibility({ checkVisibilityCSS: true })))) continue;
    const reach = await b.evaluate((el) => {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2,
        cy = r.top + r.height / 2;
      const inside = r.left >= -1 && r.right <= window.innerWidth + 1 && r.top >= -1 && r.bottom <= window.innerHeight + 1;
      const top = inside ? document.elementFromPoint(cx, cy) : null;
      const name = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const cover =
        top && !(top === el || el.contains(top)) ? `<${top.tagName.toLowerCase()}.${[...top.classList].slice(0, 2).join('.')}>` : '';
      return {
        name,
        inside,
        hit: !!top && (top === el || el.contains(top)),
        cover,
        x: Math.round(r.left),
        right: Math.round(r.right),
        y: Math.round(r.top),
        bottom: Math.round(r.bottom),
      };
    });
    if (!reach.inside)
      out.push(`button "${reach.name}" cannot be brought on screen (x ${reach.x}…${reach.right}, y ${reach.y}…${reach.bottom})`);
    else if (!reach.hit) out.push(`button "${reach.name}" is covered by ${reach.cover || 'something'}`);
  }
  out.push(...(await brokenWordProblems(page, popup)));
  if (whileOpen) out.push(...(await whileOpen(popup)));
  try {
    if (step.close) await step.close(page, L, popup);
    else await page.keyboard.press('Escape');
    await popup.waitForElementState('hidden', { timeout: 3000 });
  } catch {
    out.push('did not close');
    await page.keyboard.press('Escape').catch(() => undefined);
  }
  return out;
}

// ---- the walk ----------------------------------------------------------------------------------

/** The widths the walk runs axe-core at (the 320 px walk checks layout only). */
const AXE_WIDTHS: readonly number[] = [390, 1366];

export interface WalkSlice {
  persona: Persona;
  language: Language;
  viewport: { width: number; height: number };
}

/** 4xx answers a journey expects (a visitor asking for a reader's data; the unknown route). */
const EXPECTED_4XX: Record<Persona, RegExp | undefined> = {
  visitor: /^\/no\/such\/page\/here$|^\/api\/auth\/exchange-sign-in-code$/,
  reader: /^\/no\/such\/page\/here$/,
};

/** Walks every journey of the slice in one browser context; returns every failure found, each naming its journey and check. */
export async function walk(
  h: BrowserHarness,
  reader: HistoryReader,
  slice: WalkSlice,
  opts: { journeys?: Journey[]; expected?: RegExp } = {},
): Promise<{ failures: string[]; pages: number }> {
  const { persona, language, viewport } = slice;
  const L = textsFor(language);
  const matchers = language === 'mongolian' ? untranslatedMatchers() : null;
  if (matchers && matchers.literal.size < 100)
    throw new Error(`only ${matchers.literal.size} translated interface texts found: the i18n tables did not load`);
  const failures: string[] = [];
  let pages = 0;
  const s = await h.open(viewport);
  // A control that is not there fails its step in seconds, not Playwright's 30.
  s.page.setDefaultTimeout(5000);
  const settle = trackRequests(s.page);
  const timing: string[] = [];
  const expected = opts.expected ?? EXPECTED_4XX[persona];
  // Accessibility is checked where a reader reads: signed in, on a phone and a desktop.
  const axeHere = persona === 'reader' && AXE_WIDTHS.includes(viewport.width);
  try {
    const code = language === 'mongolian' ? 'mn' : 'en';
    await s.context.addCookies([{ name: 'koma_lang', value: code, url: h.baseUrl }]);
    // The reader's session is stored the way the client keeps it, before the first page runs.
    const session = persona === 'reader' ? { token: reader.token, userId: reader.userId } : null;
    await s.page.addInitScript(
      ([lang, signedIn]) => {
        if (sessionStorage.getItem('journey-walk')) return;
        sessionStorage.setItem('journey-walk', '1');
        localStorage.setItem('language', JSON.stringify(lang));
        if (signedIn) {
          localStorage.setItem('token', JSON.stringify(signedIn.token));
          localStorage.setItem('userId', JSON.stringify(signedIn.userId));
        }
      },
      [language, session] as const,
    );
    for (const j of opts.journeys ?? JOURNEYS) {
      if (j.personas && !j.personas.includes(persona)) continue;
      const route = typeof j.route === 'function' ? j.route(reader) : j.route;
      const shown = route.startsWith(`/${reader.userId}/`) ? '/{userId}/{code}' : route;
      const where = (arrival: string) => `[${language} ${viewport.width}px ${persona}${arrival}] ${shown}`;
      const arrivals = persona === 'visitor' ? ['direct URL', 'after reload'] : [''];
      /** One arrival at the journey; its failures. */
      const visit = async (arrival: string): Promise<string[] | 'stop'> => {
        const failures: string[] = [];
        const tag = where(arrival ? ` ${arrival}` : '');
        const from = { console: s.consoleErrors.length, failed: s.failedRequests.length, responses: s.errorResponses.length };
        const t0 = Date.now();
        const lap = (what: string) => timing.push(`${shown}${arrival ? ` (${arrival})` : ''} ${what} ${Date.now() - t0}`);
        try {
          s.page.setDefaultTimeout(30_000);
          if (arrival === 'after reload') await s.reload();
          else await s.goto(route);
          s.page.setDefaultTimeout(5000);
          pages++;
        } catch (e) {
          failures.push(`${tag} load: ${(e as Error).message.split('\n')[0]}`);
          return failures;
        }
        lap('loaded');
        if (session && !(await s.page.evaluate(() => localStorage.getItem('token')))) {
          return 'stop';
        }
        await settle();
        lap('settled');
        for (const p of await imageProblems(s.page)) failures.push(`${tag} images: ${p}`);
        lap('images');
        for (const p of await overflowProblems(s.page)) failures.push(`${tag} overflow: ${p}`);
        for (const p of await brokenWordProblems(s.page)) failures.push(`${tag} wrapping: ${p}`);
        if (matchers && arrival !== 'after reload') {
          const lang = await s.page.evaluate(() => document.documentElement.lang);
          if (lang !== 'mn') failures.push(`${tag} Mongolian: the page is in "${lang}", not mn`);
          for (const p of await untranslatedProblems(s.page, matchers)) failures.push(`${tag} Mongolian: ${p}`);
        }
        if (axeHere) {
          // A page that moves on (an episode link to its reader) is scanned where it lands, once drawn.
          await s.page
            .locator('h1')
            .first()
            .waitFor({ state: 'attached', timeout: 10_000 })
            .catch(() => undefined);
          await settle();
          const violations = await s.axe({ everyImpact: true });
          if (violations.length) failures.push(`${tag} axe: ${describeViolations(violations)}`);
          lap('axe');
        }
        if (arrival !== 'after reload') {
          for (const step of j.dialogs?.[persona] ?? []) {
            await s.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            const texts = matchers ? (popup: ElementHandle<Element>) => untranslatedProblems(s.page, matchers, popup) : undefined;
            for (const p of await dialogProblems(s.page, step, L, reader, texts)) failures.push(`${tag} dialog "${step.name}": ${p}`);
          }
        }
        lap('dialogs');
        await settle(3000);
        lap('end');
        // A page that sends the visitor elsewhere (the slide page goes back without a session) cuts
        // off its own requests: those aborts are not failures of the page.
        // A reload cuts off what the replaced document was still fetching, as a browser does.
        const moved = new URL(s.page.url()).pathname !== new URL(route, h.baseUrl).pathname || arrival === 'after reload';
        for (const p of consoleProblems(s, from, expected))
          if (!(moved && p.includes('net::ERR_ABORTED'))) failures.push(`${tag} console: ${p}`);
        return failures;
      };
      for (const arrival of arrivals) {
        let found = await visit(arrival);
        // A defect shows again: a journey that failed is walked once more (from its own URL, for a
        // reload too), and what the second walk finds is reported. A one-off stall of a loaded
        // machine does not fail the suite; anything the product does every time does.
        if (found !== 'stop' && found.length) {
          if (arrival === 'after reload') await s.goto(route).catch(() => undefined);
          const again = await visit(arrival);
          found = again === 'stop' ? again : again.map((f) => `${f} (also on a second walk)`);
        }
        if (found === 'stop') {
          failures.push(`${where(arrival ? ` ${arrival}` : '')} the reader is signed out: the walk stops`);
          return { failures, pages };
        }
        failures.push(...found);
      }
    }
  } finally {
    await s.close();
  }
  if (process.env.JOURNEY_WALK_TIMING) console.log(timing.join('\n'));
  // JOURNEY_WALK_LOG=<file>: each slice's findings as it ends (Jest shows console output only per file).
  if (process.env.JOURNEY_WALK_LOG)
    appendFileSync(
      process.env.JOURNEY_WALK_LOG,
      `## ${language} ${persona} ${viewport.width}px: ${pages} pages, ${failures.length} failures\n${failures.join('\n')}\n`,
    );
  return { failures, pages };
}
