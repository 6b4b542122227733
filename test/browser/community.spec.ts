// Community journeys (issue 15): the Comments page (a visitor is sent to log in; a reader posts
// HTML that shows as text, another reader likes, reports with a reason, sees a new comment arrive
// live and mutes its author, who then disappears), and like / share / interest on comic detail.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { DESKTOP, PHONE, describeViolations, startBrowserHarness, type BrowserHarness, type PageSession } from './harness.js';

let h: BrowserHarness;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
const PAGE = '/comment/comic/mini-comic/1';

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url, { env: { RATE_LIMIT_MULTIPLIER: '100' } });
  const mini = await miniCatalog(new Date());
  ids = mini.ids;
  await h.app.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function signIn(s: PageSession, reader: { token: string; userId: string }) {
  await s.context.addInitScript(
    ([token, userId]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', JSON.stringify(token));
        localStorage.setItem('userId', JSON.stringify(userId));
      }
    },
    [reader.token, reader.userId],
  );
}

describe('comments page', () => {
  test('a visitor sees the empty state and is sent to log in to post', async () => {
    const s = await h.open(PHONE);
    await s.goto(PAGE);
    await s.page.getByText('No comments', { exact: true }).waitFor();
    await s.page.getByTestId('comment-input').fill('hello');
    await s.page.getByRole('button', { name: 'Post' }).click();
    await s.page.getByText('Please do login first !').waitFor();
    await s.page.waitForURL('**/login');
    expect(s.problems()).toEqual([]);
    await s.close();
  });

  test('post (shown as text), like, report with a reason, live arrival, mute hides', async () => {
    const author = await newReader(h.app, 'Author');
    const reader = await newReader(h.app, 'Reader');
    const markup = '<b>bold</b><img src=x onerror="window.__xss=1">';

    const a = await h.open(DESKTOP);
    await signIn(a, author);
    await a.goto(PAGE);
    await a.page.getByText('No comments', { exact: true }).waitFor();
    await a.page.getByTestId('comment-input').fill(markup);
    await a.page.getByRole('button', { name: 'Post' }).click();
    await a.page.getByTestId('comment-text').filter({ hasText: markup }).waitFor();
    expect(await a.page.getByTestId('comment-author').first().textContent()).toBe('You');
    expect(await a.page.evaluate('window.__xss')).toBeUndefined();
    expect(await a.page.locator('.comment__text b').count()).toBe(0);

    const b = await h.open(DESKTOP);
    await signIn(b, reader);
    await b.goto(PAGE);
    // Spoiler shield: the reader has not read episode 1 yet, so the comment is collapsed; a tap opens it.
    const collapsed = b.page.getByTestId('comment').filter({ hasText: 'Possible spoiler' });
    await collapsed.getByRole('button', { name: 'Show it' }).click();
    const item = b.page.getByTestId('comment').filter({ hasText: markup });
    await item.waitFor();
    expect(await item.getByTestId('comment-author').textContent()).toBe('Author');
    await item.getByTestId('comment-like').click();
    await item.getByRole('button', { name: 'Like (1)' }).waitFor();
    await item.getByTestId('comment-report').click();
    await b.page.getByTestId('report-reason').fill('spam');
    await b.page.getByTestId('report-send').click();
    await item.getByRole('button', { name: 'Reported' }).waitFor();
    expect(await item.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);
    expect(describeViolations(await b.axe())).toBe('');
    await b.screenshot('comments-reader');

    // Live: the author posts again; the reader's open page shows it without a reload.
    await a.page.getByTestId('comment-input').fill('second thought');
    await a.page.getByRole('button', { name: 'Post' }).click();
    await b.page.getByTestId('comment').filter({ hasText: 'Possible spoiler' }).first().waitFor({ timeout: 10_000 });
    expect(await b.page.getByTestId('comment-count').textContent()).toBe('2');

    await item.getByTestId('comment-mute').click();
    await b.page.getByTestId('comment-unmute').waitFor();
    expect(await b.page.getByTestId('comment').count()).toBe(0);
    await b.goto(PAGE); // muted for good: gone after a reload too, and still listed with UnMute
    await b.page.getByText('No comments', { exact: true }).waitFor();
    const mutedList = b.page.getByRole('list', { name: 'Muted commenters' });
    expect(await mutedList.textContent()).toContain('You muted Author');
    await mutedList.getByTestId('comment-unmute').click();
    await b.page.getByTestId('comment').first().waitFor(); // UnMute brings the author's comments back
    expect(await mutedList.count()).toBe(0);
    await b.goto(PAGE);
    await b.page.getByTestId('comment').nth(1).waitFor();
    expect(await b.page.getByTestId('comment').count()).toBe(2);

    expect(a.problems()).toEqual([]);
    expect(b.problems()).toEqual([]);
    await a.close();
    await b.close();
  });
});

describe('comic detail engagement', () => {
  test('like, share (copies the link without the Web Share API) and interest', async () => {
    const reader = await newReader(h.app, 'Fan');
    const s = await h.open(DESKTOP);
    await signIn(s, reader);
    await s.context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await s.goto('/comic/mini-comic');
    const box = s.page.getByTestId('comic-engagement');
    await box.getByTestId('comic-like').click();
    await box.getByText('Like · 1 like').waitFor();
    await box.getByRole('button', { name: /Share/ }).click();
    await s.page.getByText('Link copied').waitFor();
    await box.getByText('1 share').waitFor();
    await box.getByRole('button', { name: 'Interested', exact: true }).click();
    await s.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="comic-engagement"] [aria-pressed="true"]')?.textContent === 'Interested' ||
        [...document.querySelectorAll('[data-testid="comic-engagement"] [aria-pressed="true"]')].some(
          (b) => b.textContent === 'Interested',
        ),
    );
    // The reader's heart knows the like.
    await s.goto('/comic/mini-comic/1');
    await s.page.getByTestId('reader-like').and(s.page.locator('[aria-pressed="true"]')).waitFor({ state: 'attached' });
    expect(describeViolations(await s.axe())).toBe('');
    expect(s.problems()).toEqual([]);
    await s.close();
    void ids;
  });
});
