import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { CatalogFile } from '../../services/server/src/modules/catalog/import/catalog-file.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';

/** The instant the catalog tests treat as "now" (a Monday). */
export const NOW = new Date('2026-03-02T12:00:00.000Z');
export const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
export const MIN = 60_000;
export const DAY_MS = 86_400_000;

/** A folder with small real images (PNG, JPEG, WebP) and a fake PNG that is really text. */
export async function fixtureDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koma-catalog-'));
  await mkdir(path.join(dir, 'img'));
  const base = (c: string) => sharp({ create: { width: 1600, height: 1000, channels: 3, background: c } });
  await writeFile(path.join(dir, 'img/a.png'), await base('#e74c3c').png().toBuffer());
  await writeFile(
    path.join(dir, 'img/b.jpg'),
    await base('#3498db')
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-maker' } } })
      .jpeg()
      .toBuffer(),
  );
  await writeFile(path.join(dir, 'img/c.webp'), await base('#27ae60').webp().toBuffer());
  await writeFile(path.join(dir, 'img/fake.png'), 'this is not an image, only text pretending to be one\n');
  return dir;
}

const comic = (key: string, title: string, extra: Partial<NonNullable<CatalogFile['comics']>[number]> = {}) => ({
  key,
  title,
  genre: 'Fantasy',
  thumbnail: 'img/a.png',
  coverImage: 'img/b.jpg',
  description: `${title} description`,
  tags: ['magic', 'Adventure'],
  writer: 'Mina Sol',
  artist: 'Odko',
  creator: 'Koma',
  feature: ['New every Monday'],
  freeEpisodeCount: 1,
  episodePrice: 3,
  status: 'publish' as const,
  isSchedule: false,
  releaseDate: iso(-30 * DAY_MS),
  ...extra,
});

const episode = (comicKey: string, n: number, extra: Partial<NonNullable<CatalogFile['episodes']>[number]> = {}) => ({
  key: `${comicKey}-${n}`,
  comic: comicKey,
  title: `Episode ${n}`,
  episodeNumber: n,
  coverImage: 'img/c.webp',
  description: `ep ${n}`,
  monetization: n === 1 ? ('free' as const) : ('coin' as const),
  coinPrice: n === 1 ? 0 : 3,
  releaseDate: iso(-(10 - n) * DAY_MS),
  status: 'publish' as const,
  content: [
    { image: 'img/a.png', sequence: 2 },
    { image: 'img/c.webp', sequence: 1 },
  ],
  ...extra,
});

/**
 * A small catalog that exercises every publication rule at its edges relative to NOW:
 * published, draft and scheduled comics; episodes released exactly now, a minute ahead and as
 * drafts; gifts expiring today and yesterday; banners whose window starts or ends exactly now.
 */
export function fixtureCatalog(): CatalogFile {
  return {
    adminData: { socialMedia: { facebook: 'https://facebook.com/koma', telegram: 'https://t.me/koma' } },
    about: {
      banner: 'img/a.png',
      vision: 'img/b.jpg',
      vision_text: 'Comics for everyone',
      content: [
        { title: '2021', detail: 'Founded' },
        { title: '2024', detail: 'Coins' },
      ],
    },
    faqs: [
      {
        key: 'faq-1',
        title: 'Account',
        content: [
          {
            question: 'How?',
            answer:
              '<p onclick="steal()">Like <a href="javascript:alert(1)">this</a> <a href="https://koma.example">ok</a></p><script>alert(1)</script>',
          },
        ],
      },
    ],
    staticPages: [
      { page: 'terms', content: '<h2>Terms</h2><img src="x" onerror="alert(1)"><p>Be nice.</p>' },
      { page: 'privacy', content: '<p>Private.</p>' },
    ],
    popularTags: ['magic', 'romance'],
    banners: [
      { key: 'b-home', page: 'home', image: 'img/a.png', url: '/daily-product', startDate: iso(-DAY_MS), endDate: iso(DAY_MS) },
      { key: 'b-starts-now', page: 'daily', image: 'img/a.png', url: '/daily-product', startDate: iso(0), endDate: iso(DAY_MS) },
      { key: 'b-ends-now', page: 'free', image: 'img/a.png', url: '/free-product', startDate: iso(-DAY_MS), endDate: iso(0) },
      { key: 'b-future', page: 'genre', image: 'img/a.png', url: '/genre-product', startDate: iso(MIN), endDate: iso(DAY_MS) },
    ],
    slides: [
      {
        key: 's-live',
        image: 'img/a.png',
        url: 'welcome',
        startDate: iso(-DAY_MS),
        endDate: iso(DAY_MS),
        ckEditorData: '<h2>Hi</h2><p onmouseover="x()">Welcome</p><script>evil()</script>',
      },
      { key: 's-old', image: 'img/a.png', url: 'old', startDate: iso(-3 * DAY_MS), endDate: iso(-DAY_MS), ckEditorData: '<p>old</p>' },
    ],
    comics: [
      comic('own', 'Lantern Street!'),
      comic('vendor', 'Iron Falcon', {
        genre: 'Action',
        tags: ['mecha'],
        teamAssignment: 'Blue Yak',
        writer: 'Temuulen',
        freeEpisodeCount: 0,
      }),
      comic('draft', 'Secret Draft Magic', { status: 'draft' }),
      comic('scheduled', 'Scheduled Magic', { isSchedule: true }),
      comic('dup', 'Lantern Street'),
    ],
    episodes: [
      episode('own', 1),
      episode('own', 2),
      episode('own', 3, { releaseDate: iso(0) }),
      episode('own', 4, { releaseDate: iso(MIN) }),
      episode('own', 5, { status: 'draft', releaseDate: iso(-DAY_MS) }),
      episode('vendor', 1, { monetization: 'subscription', coinPrice: 0 }),
      episode('vendor', 2),
      episode('draft', 1),
      episode('scheduled', 1),
    ],
    coinPacks: [
      {
        key: 'p1',
        name: 'Starter',
        coin: 10,
        bonusCoin: 0,
        point: 0,
        regularPrice: 0.99,
        salePrice: 0.99,
        currency: 'usd',
        status: 'active',
      },
      {
        key: 'p2',
        name: 'Их',
        coin: 100,
        bonusCoin: 20,
        point: 50,
        regularPrice: 45000,
        salePrice: 34000,
        currency: 'mnt',
        status: 'active',
      },
      { key: 'p3', name: 'Old', coin: 1, bonusCoin: 0, point: 0, regularPrice: 1, salePrice: 1, currency: 'usd', status: 'inactive' },
    ],
    plans: [
      { key: 'm1', name: '1 month', duration: 1, basePrice: 5, price: 5, discountType: 'percent', discountValue: 0, status: 'active' },
      {
        key: 'm12',
        name: '12 months',
        duration: 12,
        basePrice: 60,
        price: 48,
        discountType: 'amount',
        discountValue: 12,
        status: 'active',
      },
      { key: 'm6', name: 'retired', duration: 6, basePrice: 30, price: 25, discountType: 'amount', discountValue: 5, status: 'inactive' },
    ],
    promos: [
      { key: 'pr1', name: 'WELCOME10', discountType: 'percentage', amount: 10, validFrom: iso(-DAY_MS), validTo: iso(DAY_MS) },
      { key: 'pr2', name: 'OLD', discountType: 'fixed', amount: 1, currency: 'usd', validFrom: iso(-3 * DAY_MS), validTo: iso(-DAY_MS) },
      { key: 'pr3', name: 'SOON', discountType: 'fixed', amount: 1, currency: 'usd', validFrom: iso(DAY_MS) },
    ],
    gifts: [
      {
        key: 'g-today',
        type: 'coin',
        title: 'Expires today',
        image: 'img/a.png',
        value: 5,
        detail: 'd',
        expiryDate: '2026-03-02T00:00:00.000Z',
      },
      {
        key: 'g-yesterday',
        type: 'point',
        title: 'Expired yesterday',
        image: 'img/a.png',
        value: 5,
        detail: 'd',
        expiryDate: '2026-03-01T23:59:59.000Z',
      },
      {
        key: 'g-rental',
        type: 'rental',
        title: 'Rental',
        image: 'img/a.png',
        value: 1,
        detail: 'd',
        expiryDate: iso(30 * DAY_MS),
        episode: 'own-2',
      },
      {
        key: 'g-rental-hidden',
        type: 'rental',
        title: 'Rental of a draft',
        image: 'img/a.png',
        value: 1,
        detail: 'd',
        expiryDate: iso(30 * DAY_MS),
        episode: 'draft-1',
      },
    ],
    notifications: [
      { key: 'n-past', title: 'Hello', message: 'Welcome', schedule: iso(-MIN) },
      { key: 'n-future', title: 'Later', message: 'Soon', schedule: iso(MIN) },
    ],
  };
}

export async function importFixture(t: TestApp, doc: CatalogFile = fixtureCatalog(), dir?: string) {
  const base = dir ?? (await fixtureDir());
  return t.app.get(CatalogImportService).importDocument(doc, base);
}
