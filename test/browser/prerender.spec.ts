// Landing pages rendered on the server for visitors (ADR 0050): home, comic detail and the reader
// arrive as markup with the data they were rendered from; the client hydrates that markup (the
// same nodes, no mismatch) and a browser whose pages are not a visitor's (signed in, Mongolian)
// renders its own. A comic whose title tries to end the data's <script> cannot.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { PHONE, signIn, startBrowserHarness, type BrowserHarness } from './harness.js';

let h: BrowserHarness;

/** Resolves once `read()` gives what `ok` accepts (asked every 100 ms); throws with the last value after `timeoutMs`. */
async function poll<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
let slug: string;
const RELEASED = new Date(Date.UTC(2026, 0, 10, 20, 0));
const TITLE = 'Mini </script><script>window.pwned=1</script><!-- \u2028 & "Comic"';

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url);
  const c = await miniCatalog(new Date());
  c.doc.comics[0]!.title = TITLE;
  // Released at 20:00 UTC: already the next day in Ulaanbaatar (UTC+8).
  c.doc.episodes[0]!.releaseDate = RELEASED.toISOString();
  // Eight pages: the reader must show all of them to a visitor who arrives by the episode's address.
  c.doc.episodes[0]!.content = Array.from({ length: 8 }, (_, i) => ({ image: 'art.png', sequence: i + 1 }));
  await h.app.app.get(CatalogImportService).importDocument(c.doc, c.dir);
  slug = (await h.app.request('GET', '/api/get-all-content')).body.allComics[0].slug;
}, 300_000);
afterAll(async () => {
  await h?.close();
});

const STATE = /<script type="application\/json" id="koma-state">([^<]*)<\/script>/;

async function fetchPage(pathname: string, cookie?: string) {
  const res = await fetch(h.baseUrl + pathname, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  return {
    res,
    html,
    root: /<div id="root">([\s\S]*?)<\/div><script|<div id="root"><\/div>/.exec(html)?.[1] ?? '',
    state: STATE.exec(html)?.[1],
  };
}

/** The answers a rendered page came with (urql's SSR data: each operation's data as JSON text), none an error. */
function answersIn(state: string): Array<Record<string, unknown>> {
  const entries = Object.values(JSON.parse(state) as Record<string, { data?: string; error?: unknown }>);
  expect(entries.length).toBeGreaterThan(0);
  for (const e of entries) expect(e.error).toBeUndefined();
  return entries.map((e) => JSON.parse(e.data!) as Record<string, unknown>);
}

describe("a visitor's landing pages come rendered", () => {
  test('home, comic detail and a free episode: markup and the data it was rendered from', async () => {
    for (const pathname of ['/', `/comic/${slug}`, `/comic/${slug}/1`]) {
      const { res, html, state } = await fetchPage(pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/cookie/);
      expect(html).toContain('Mini &lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;!-- ');
      // The data is JSON in one script element: the title's tags are escaped inside it.
      expect(state).toBeDefined();
      const answers = answersIn(state!);
      expect(JSON.stringify(answers)).toContain(JSON.stringify(TITLE).slice(1, -1));
      // Its calls are in the data: not preloaded again.
      expect(html).not.toMatch(/rel="preload" as="fetch"/);
    }
    // The shell's own data (the footer's links, the sign-in providers) and the comic's likes come with
    // it (a reader who signs in gets a client of their own, which never holds a visitor's answers).
    const fields = answersIn((await fetchPage(`/comic/${slug}/1`)).state!).flatMap((data) => Object.keys(data));
    expect(fields).toEqual(expect.arrayContaining(['contactLinks', 'authProviders', 'comicEngagement', 'episode']));
    const { html } = await fetchPage(`/comic/${slug}`);
    // Its stylesheets come inline (it paints styled before any other request), the app shell after the first paint.
    const head = html.slice(0, html.indexOf('</head>'));
    // The shell's, the page's, and the chunk comic detail shares with the reader (named after one of its modules).
    const sheets = [...head.matchAll(/<style data-href="\/assets\/([a-z-]+)-[\w-]+\.css">/g)].map((m) => m[1]);
    expect(sheets.slice(0, 2)).toEqual(['index', 'comic-page']);
    expect(sheets).toHaveLength(3);
    expect(head).not.toMatch(/<script type="module"|<link rel="stylesheet"|<link rel="modulepreload"/);
    expect(
      /<script data-entry="\/assets\/index-[\w-]+\.js" data-chunks="\/assets\/comic-page-[\w-]+\.js( \/assets\/[\w-]+\.js)*" data-image>/.test(
        head,
      ),
    ).toBe(true);
  });

  test('a browser that is signed in or reads in Mongolian gets the page to render itself', async () => {
    for (const cookie of ['koma_personal=1', 'koma_lang=mn', 'a=b; koma_personal=1; c=d']) {
      const { html, state } = await fetchPage(`/comic/${slug}`, cookie);
      expect(state).toBeUndefined();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(/rel="preload" as="fetch" crossorigin href="\/graphql\?query=[^"]+&amp;operationName=ComicDetail&amp;/);
    }
  });

  test('an unknown comic and other routes are not rendered', async () => {
    for (const pathname of ['/comic/no-such-comic', '/comic/no-such-comic/1', '/ranking', '/my-library']) {
      const { html, state } = await fetchPage(pathname);
      expect(state).toBeUndefined();
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('in the browser', () => {
  test('the page paints before the app shell runs, and the shell hydrates those same nodes', async () => {
    const s = await h.open(PHONE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await s.page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await s.page.goto(`/comic/${slug}/1`, { waitUntil: 'commit' });
    const heading = s.page.locator('h1.reader__title');
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Episode 1 · Free one');
    await s.page.evaluate(() => {
      (document.querySelector('h1.reader__title') as HTMLElement & { prerendered?: boolean }).prerendered = true;
    });
    const menu = s.page.getByRole('button', { name: /Episodes/ });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    release();
    // Hydrated: the menu button answers, and the heading is still the node the server sent.
    await poll(
      async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        return menu.getAttribute('aria-expanded');
      },
      (v) => v === 'true',
    );
    expect(
      await s.page.evaluate(() => (document.querySelector('h1.reader__title') as HTMLElement & { prerendered?: boolean }).prerendered),
    ).toBe(true);
    expect(await s.page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await s.page.evaluate(() => document.getElementById('koma-state'))).toBeNull();
    expect(s.problems()).toEqual([]);
    await s.close();
  });

  test('a visitor who arrives at the reader by its address, or reloads it, sees every page', async () => {
    const s = await h.open(PHONE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first page finishes loading before the app runs: its load event fires before hydration.
    await s.page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await s.page.goto(`/comic/${slug}/1`, { waitUntil: 'commit' });
    await poll(
      () =>
        s.page.evaluate(() => {
          const img = document.querySelector<HTMLImageElement>('.reader__page img');
          return Boolean(img?.complete && img.naturalWidth > 0);
        }),
      (done) => done,
    );
    release();
    await s.page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const everyPageShown = async () => {
      await poll(
        async () => {
          await s.page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
          });
          return s.page.evaluate(() =>
            [...document.querySelectorAll('.reader__page')].map((li) => {
              const img = li.querySelector('img');
              return Boolean(img?.complete && img.naturalWidth > 0);
            }),
          );
        },
        (shown) => shown.length === 8 && shown.every(Boolean),
      );
    };
    await everyPageShown();
    await s.page.unroute(/\/assets\/index-[\w-]+\.js$/);
    await s.reload();
    await everyPageShown();
    expect(s.problems()).toEqual([]);
    await s.close();
  });

  test('hydrated, a landing page asks for no data and no stylesheet it came with', async () => {
    const s = await h.open(PHONE);
    const asked: string[] = [];
    s.page.on('request', (r) => {
      if (['fetch', 'xhr', 'stylesheet'].includes(r.resourceType())) asked.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    for (const pathname of ['/', `/comic/${slug}`, `/comic/${slug}/1`]) {
      await s.goto(pathname);
      // Hydrated (goto waits for it); the effects that would ask have run well within a second.
      await s.page.evaluate(
        () =>
          new Promise((resolve) => {
            setTimeout(resolve, 1000);
          }),
      );
      expect({ pathname, asked }).toEqual({ pathname, asked: [] });
    }
    expect(s.problems()).toEqual([]);
    await s.close();
  });

  test('home and comic detail hydrate without a mismatch', async () => {
    const s = await h.open(PHONE);
    for (const pathname of ['/', `/comic/${slug}`]) {
      await s.goto(pathname);
      await s.page.evaluate(
        () =>
          new Promise((resolve) => {
            setTimeout(resolve, 300);
          }),
      );
    }
    // React reports a hydration mismatch as a console error.
    expect(s.problems()).toEqual([]);
    await s.close();
  });

  test("in another time zone the dates hydrate as rendered, then show the reader's own day", async () => {
    const context = await h.browser.newContext({ baseURL: h.baseUrl, viewport: PHONE, timezoneId: 'Asia/Ulaanbaatar' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/comic/${slug}`, { waitUntil: 'load' });
    const date = page.locator(`time[datetime="${RELEASED.toISOString()}"]`);
    expect(
      await poll(
        () => date.textContent(),
        (t) => t === '26.01.11',
      ),
    ).toBe('26.01.11');
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          setTimeout(resolve, 300);
        }),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a signed-in reader's browser drops a visitor's page, renders its own and asks for no more", async () => {
    const reader = await newReader(h.app);
    const s = await h.open(PHONE);
    await signIn(s, reader);
    const documents: string[] = [];
    s.page.on('response', (r) => {
      if (r.request().resourceType() === 'document') void r.text().then((t) => documents.push(t));
    });
    // Signed in before this browser told the server so: a visitor's page arrives, and is replaced.
    await s.goto(`/comic/${slug}`);
    await poll(
      () => s.page.evaluate(() => document.cookie),
      (c) => c.includes('koma_personal=1'),
    );
    // The page settles first (its lazy chunks arrive), so leaving it aborts nothing of its own.
    await s.page.waitForLoadState('networkidle');
    await s.goto(`/comic/${slug}/1`);
    await s.page.locator('h1.reader__title').waitFor();
    await poll(
      () => documents.length,
      (n) => n === 2,
    );
    expect(documents[0]).toMatch(STATE);
    expect(documents[1]).not.toMatch(STATE);
    expect(s.problems()).toEqual([]);
    await s.close();
  });
});
