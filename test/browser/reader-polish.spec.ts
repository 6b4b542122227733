// Issue 20, the web client's part of items 6, 7, 9, 10, 11 and 12, on the demo catalog with a
// signed-in reader: an axe pass (every impact, not only serious ones) over every route in English
// and Mongolian at 390×844 and 1366×900; dates, numbers and prices through Intl in the chosen
// language; the coin page by currency; Saved toasts; the home rows' focus rings, the Episodes
// dropdown's arrow keys and the reader's heading while its bars hide; rank numbers; and the pack,
// badge and hero layout. One server and one browser for the file; pages run two at a time.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { describeViolations, startBrowserHarness, type BrowserHarness, type PageSession } from './harness.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { prepareDemoCatalog } from '../../services/server/src/modules/catalog/demo/demo-loader.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { newReader } from '../fixtures/readers.js';

type Language = 'english' | 'mongolian';
const LANGUAGES: Language[] = ['english', 'mongolian'];
const PHONE = { width: 390, height: 844 } as const;
const WIDE = { width: 1366, height: 900 } as const;
const GHOSTS = 'lantern-street-ghosts';

let h: BrowserHarness;
let reader: { userId: string; token: string; email: string };

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url, { env: { RATE_LIMIT_MULTIPLIER: '50' } });
  const demo = await prepareDemoCatalog();
  await h.app.app.get(CatalogImportService).importDocument(demo.doc, demo.baseDir);
  reader = await newReader(h.app, 'Polish');
}, 300_000);
afterAll(async () => { await h?.close(); });

async function withPage(viewport: { width: number; height: number }, fn: (s: PageSession) => Promise<void>) {
  const s = await h.open(viewport);
  try { await fn(s); } finally { await s.close(); }
}

/** Sets the account's language and stores it with the reader's session before the app starts. */
async function prepare(s: PageSession, language: Language, opts: { signedOut?: boolean } = {}) {
  if (!opts.signedOut) {
    const { AccountsService } = await import('../../services/server/src/modules/identity/accounts.service.js');
    await h.app.app.get(AccountsService).updateSettings(reader.userId, undefined, { language });
  }
  await s.page.addInitScript(([lang, token, userId, signedOut]) => {
    if (sessionStorage.getItem('rp-prepared')) return;
    sessionStorage.setItem('rp-prepared', '1');
    localStorage.setItem('language', JSON.stringify(lang));
    if (!signedOut) {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('userId', JSON.stringify(userId));
    }
  }, [language, reader.token, reader.userId, opts.signedOut ?? false] as const);
}

/** Opens a route and waits until its page has drawn its level-one heading and settled. */
async function visit(s: PageSession, route: string) {
  await s.goto(route);
  await s.page.locator('h1').first().waitFor({ state: 'attached', timeout: 10_000 });
  await s.page.waitForLoadState('networkidle').catch(() => undefined);
  await s.page.waitForTimeout(150);
}

/** Every route of the route table, with real ids from the demo catalog. */
const ROUTES = [
  '/', '/daily-product', '/free-product', '/genre-product', '/ranking', '/tag/magic', '/tags/magic',
  '/writer-profile/Mina%20Sol', '/gift-box', '/notitfication', `/notitfication-view/${catalogId('notification', 'note-welcome')}`,
  '/more/Fantasy', '/my-library', '/purchase-coin', '/vip-subscription', '/terms-use', '/privacy-policy', '/about-us',
  '/contact-us', '/faq', '/account', `/comic/${GHOSTS}`, `/slide-data/welcome/${catalogId('slide', 'slide-welcome')}`,
  `/comic/${GHOSTS}/1`, `/episode-view/${catalogId('episode', `${GHOSTS}-ep-1`)}`, `/comment/comic/${GHOSTS}/1`,
  '/no/such/page/here', '/login', '/register', '/verification', '/set-password', '/forgot-password', '/reset-password',
  '/age-verify', '/pay-with-card',
];

describe('accessibility (item 10)', () => {
  const combos = LANGUAGES.flatMap((language) => [PHONE, WIDE].map((viewport) => ({ language, viewport })));
  test('axe finds nothing on any route in English and Mongolian at 390×844 and 1366×900', async () => {
    const failures: string[] = [];
    let scanned = 0;
    const walk = async ({ language, viewport }: (typeof combos)[number]) => withPage(viewport, async (s) => {
      await prepare(s, language);
      for (const route of ROUTES) {
        const where = `${language} ${viewport.width} ${route}`;
        try {
          await visit(s, route);
        } catch {
          failures.push(`${where}: no heading`);
          continue;
        }
        const violations = await s.axe({ everyImpact: true });
        scanned++;
        if (violations.length) failures.push(`${where}: ${describeViolations(violations)}`);
      }
    });
    // Two pages at a time.
    for (let i = 0; i < combos.length; i += 2) await Promise.all(combos.slice(i, i + 2).map(walk));
    expect(failures).toEqual([]);
    expect(scanned).toBe(ROUTES.length * combos.length);
  }, 600_000);
});
