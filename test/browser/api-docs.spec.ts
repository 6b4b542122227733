// The OpenAPI reading page (/api/docs) renders in Chromium under the server's Content-Security-Policy
// (same-origin scripts only): the operations are listed and nothing is refused or thrown.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startBrowserHarness, type BrowserHarness } from './harness.js';

let h: BrowserHarness;

beforeAll(async () => { h = await startBrowserHarness(import.meta.url); });
afterAll(async () => { await h?.close(); });

test('/api/docs lists the documented operations, with no console error or failed request', async () => {
  const s = await h.open();
  try {
    // Not the React client: the page's own markup, so the harness's wait for #root does not apply.
    await s.page.goto('/api/docs', { waitUntil: 'load' });
    await s.page.waitForSelector('.opblock', { timeout: 15_000 });
    const shown = await s.page.$$eval('.opblock-summary-path', (els) => els.map((e) => e.textContent?.trim() ?? ''));
    expect(shown).toEqual(expect.arrayContaining(['/health/live', '/api/signup-mail']));
    // The document the page reads, from the page's own origin.
    const paths = await s.page.evaluate(async () => Object.keys((await (await fetch('/api/openapi.json')).json()).paths as object));
    expect(paths).toEqual(expect.arrayContaining(['/api/claim-gift', '/api/get-user-data/{userId}', '/api/login-user']));
    expect(paths.length).toBeGreaterThanOrEqual(60);
    expect(s.consoleErrors).toEqual([]);
    expect(s.failedRequests).toEqual([]);
    expect(s.errorResponses).toEqual([]);
  } finally {
    await s.close();
  }
});
