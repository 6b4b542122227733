// The shell against a server holding a real (small) catalog: the search panel finds comics by
// title or tag, case-insensitively, and opens /comic/{id}; Popular Tags link to /tag/{tag}; the
// footer shows the admin data's social links. No call may fail here.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { DESKTOP, PHONE, describeViolations, startBrowserHarness, type BrowserHarness } from './harness.js';

let h: BrowserHarness;
const DAY = 86_400_000;
const past = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function catalog() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koma-shell-catalog-'));
  await writeFile(
    path.join(dir, 'cover.png'),
    await sharp({ create: { width: 300, height: 400, channels: 3, background: '#6c3483' } })
      .png()
      .toBuffer(),
  );
  const comic = (key: string, title: string, genre: string, tags: string[], extra: Record<string, unknown> = {}) => ({
    key,
    title,
    genre,
    tags,
    thumbnail: 'cover.png',
    coverImage: 'cover.png',
    description: `${title}.`,
    writer: 'Mina Sol',
    artist: 'Odko',
    creator: 'Koma',
    feature: [],
    freeEpisodeCount: 1,
    episodePrice: 3,
    status: 'publish',
    isSchedule: false,
    releaseDate: past(30),
    ...extra,
  });
  return {
    dir,
    doc: {
      adminData: { socialMedia: { facebook: 'https://facebook.com/koma', youtube: 'https://youtube.com/@koma' } },
      popularTags: ['magic', 'slice of life'],
      comics: [
        comic('moon', 'Moonlit Academy', 'Fantasy', ['Magic', 'School']),
        comic('river', 'Quiet River', 'Romance', ['slice of life']),
        comic('draft', 'Hidden Draft Comic', 'Drama', ['magic'], { status: 'draft' }),
      ],
    },
  };
}

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url);
  const c = await catalog();
  await h.app.app.get(CatalogImportService).importDocument(c.doc, c.dir);
});
afterAll(async () => {
  await h?.close();
});

describe('shell with a catalog', () => {
  test('search finds comics by title or tag, shows thumbnail, title and genre, and opens /comic/{id}', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const s = await h.open(viewport);
      try {
        await s.goto('/');
        await s.page.getByRole('button', { name: 'Search', exact: true }).click();
        const dialog = s.page.getByRole('dialog', { name: 'Search' });
        // Popular Tags from the server, each linking to /tag/{tag}.
        await dialog.getByRole('link', { name: '#magic' }).waitFor();
        await expect(dialog.getByRole('link', { name: '#slice of life' }).getAttribute('href')).resolves.toBe('/tag/slice%20of%20life');
        const box = dialog.getByRole('searchbox', { name: 'Search comics by title or tag' });
        await box.fill('mOoNLIT');
        const result = dialog.getByRole('link', { name: /Moonlit Academy/ });
        await result.waitFor();
        await expect(result.textContent()).resolves.toContain('Fantasy');
        await expect(dialog.locator('.search__results li').count()).resolves.toBe(1);
        // A tag match, case-insensitive; the draft comic tagged 'magic' is not listed.
        await box.fill('MAGIC');
        await result.waitFor();
        await expect(dialog.locator('.search__results li').allTextContents()).resolves.toEqual(['Moonlit AcademyFantasy']);
        await box.fill('slice');
        await dialog.getByRole('link', { name: /Quiet River/ }).waitFor();
        await box.fill('hidden draft');
        await dialog.getByText('No comic found').waitFor();
        await box.fill('academy');
        await result.waitFor();
        const thumb = result.locator('img');
        await expect(thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
        expect(describeViolations(await s.axe())).toBe('');
        await s.screenshot('search-hit');
        const href = await result.getAttribute('href');
        expect(href).toMatch(/^\/comic\/[^/]+$/);
        await result.click();
        await s.page.waitForURL((u) => u.pathname === href);
        await dialog.waitFor({ state: 'hidden' });
        expect(s.problems()).toEqual([]);
      } finally {
        await s.close();
      }
    }
  });

  test('the footer lists the social links of the admin data; a popular tag opens /tag/{tag}', async () => {
    const s = await h.open(DESKTOP);
    try {
      await s.goto('/');
      const footer = s.page.getByTestId('site-footer');
      await footer.getByRole('link', { name: 'Facebook' }).waitFor();
      await expect(footer.getByRole('link', { name: 'Facebook' }).getAttribute('href')).resolves.toBe('https://facebook.com/koma');
      await expect(footer.getByRole('link', { name: 'YouTube' }).getAttribute('href')).resolves.toBe('https://youtube.com/@koma');
      await expect(footer.getByRole('link', { name: 'Telegram' }).count()).resolves.toBe(0);
      await s.page.getByRole('button', { name: 'Search', exact: true }).click();
      await s.page.getByRole('dialog', { name: 'Search' }).getByRole('link', { name: '#magic' }).click();
      await s.page.waitForURL('**/tag/magic');
      await s.page.getByRole('heading', { level: 1, name: '#magic' }).waitFor();
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
