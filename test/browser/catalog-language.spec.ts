// Catalog texts in the reader's language (issue 20), in headless Chromium: a visitor who chose
// Mongolian and opens a comic from its address gets the comic's Mongolian title and episode
// titles, although index.html preloads that comic's data with the browser's own (English)
// Accept-Language: the client's language cookie goes with the preload, and the page still reads
// the preloaded answer (one request). Switching to English asks again and shows the English texts.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DESKTOP, startBrowserHarness, type BrowserHarness } from './harness.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';

let h: BrowserHarness;

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url);
  const c = await miniCatalog(new Date());
  (c.doc.comics[0] as Record<string, unknown>).translations = { mn: { title: 'Бяцхан комик', description: 'Туршилтын комик' } };
  for (const e of c.doc.episodes as Array<Record<string, unknown>>) {
    if (e.key === 'ep-free') e.translations = { mn: { title: 'Үнэгүй анги' } };
  }
  await h.app.app.get(CatalogImportService).importDocument(c.doc, c.dir);
});
afterAll(async () => {
  await h?.close();
});

describe("catalog texts in the reader's language", () => {
  test('a Mongolian visitor landing on a comic reads it in Mongolian from the preloaded answer; English comes back on switching', async () => {
    const s = await h.open(DESKTOP);
    try {
      await s.goto('/');
      await s.page.evaluate(() => localStorage.setItem('language', JSON.stringify('mongolian')));
      await s.goto('/');
      await expect(s.page.evaluate(() => document.cookie)).resolves.toMatch(/koma_lang=mn/);

      const cdp = await s.context.newCDPSession(s.page);
      const sent: string[] = [];
      cdp.on('Network.requestWillBeSent', (e: { request: { url: string } }) => {
        const u = new URL(e.request.url);
        if (u.pathname === '/graphql') sent.push(`${u.searchParams.get('operationName')} ${u.searchParams.get('variables')}`);
      });
      await cdp.send('Network.enable');
      await s.goto('/comic/mini-comic');
      await s.page.getByRole('heading', { name: 'Бяцхан комик', level: 1 }).waitFor();
      await s.page.getByText('Үнэгүй анги').first().waitFor();
      await s.page.waitForLoadState('networkidle');
      // index.html's preload was reused: the data call went out once
      expect(sent.filter((p) => p === 'ComicDetail {"slug":"mini-comic"}')).toHaveLength(1);

      await s.page.getByLabel('Хэл', { exact: true }).selectOption('english');
      await s.page.getByRole('heading', { name: 'Mini Comic', level: 1 }).waitFor();
      await s.page.getByText('Free one').first().waitFor();
      await expect(s.page.evaluate(() => document.cookie)).resolves.toMatch(/koma_lang=en/);
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
