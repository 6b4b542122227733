// The OpenAPI reading page (/api/docs) renders in Chromium under the server's Content-Security-Policy
// (same-origin scripts only): every tag group and every operation of the served document is on the
// page, and nothing is refused or thrown.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startBrowserHarness, type BrowserHarness } from './harness.js';

let h: BrowserHarness;

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url);
});
afterAll(async () => {
  await h?.close();
});

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

test('/api/docs shows every tag group and operation of the document, with no console error or failed request', async () => {
  const s = await h.open();
  try {
    // Not the React client: the page's own markup, so the harness's wait for #root does not apply.
    await s.page.goto('/api/docs', { waitUntil: 'load' });
    await s.page.waitForSelector('.opblock', { timeout: 15_000 });
    // The document the page reads, from the page's own origin.
    const doc = await s.page.evaluate(
      async () => (await (await fetch('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> },
    );
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/health/live', '/api/signup-mail', '/api/claim-gift', '/api/get-user-data/{userId}', '/api/login-user']),
    );
    expect(paths.length).toBeGreaterThanOrEqual(60);
    // What the page must show: each operation under each of its tags (Swagger UI files an untagged one under "default").
    const expected: string[] = [];
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        for (const tag of op.tags?.length ? op.tags : ['default']) expected.push(`${tag} ${method.toUpperCase()} ${p}`);
      }
    }
    const tags = [...new Set(expected.map((e) => e.split(' ')[0]!))];

    // Every group open (a collapsed one lists no operations), then every operation rendered.
    for (const closed of await s.page.$$('.opblock-tag-section:not(.is-open) > .opblock-tag')) await closed.click();
    await s.page
      .waitForFunction((n) => document.querySelectorAll('.opblock-tag-section .opblock').length >= n, expected.length, { timeout: 10_000 })
      .catch(() => undefined);
    const shownTags = await s.page.$$eval('.opblock-tag-section > .opblock-tag', (els) => els.map((e) => e.getAttribute('data-tag') ?? ''));
    const shown = await s.page.$$eval('.opblock-tag-section', (sections) =>
      sections.flatMap((sec) => {
        const tag = sec.querySelector(':scope > .opblock-tag')?.getAttribute('data-tag') ?? '';
        return [...sec.querySelectorAll('.opblock')].map(
          (op) =>
            `${tag} ${op.querySelector('.opblock-summary-method')?.textContent?.trim() ?? ''} ${op.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? ''}`,
        );
      }),
    );
    expect([...shownTags].sort()).toEqual([...tags].sort());
    expect([...shown].sort()).toEqual([...expected].sort());

    expect(s.consoleErrors).toEqual([]);
    expect(s.failedRequests).toEqual([]);
    expect(s.errorResponses).toEqual([]);
  } finally {
    await s.close();
  }
});
