import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { loadDemoWhenEmpty } from '../../services/server/src/modules/catalog/catalog.startup.js';
import { demoCatalogPath } from '../../services/server/src/modules/catalog/demo/demo-loader.js';
import type { CatalogFile } from '../../services/server/src/modules/catalog/import/catalog-file.js';

let t: TestApp;
let artDir: string;

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock: new FakeClock(new Date('2026-11-23T12:00:00Z')) });
  artDir = await mkdtemp(path.join(os.tmpdir(), 'koma-demo-art-test-'));
});
afterAll(async () => {
  await t?.close();
});

describe('demo catalog', () => {
  it('loads on an empty catalog, then a second load changes nothing', async () => {
    const svc = t.app.get(CatalogImportService);
    expect(await svc.isEmpty()).toBe(true);
    const t0 = Date.now();
    const first = await svc.loadDemo(artDir);
    expect(Date.now() - t0).toBeLessThan(60_000);
    expect(first.created).toBeGreaterThan(200);
    const second = await svc.loadDemo(artDir);
    expect(second).toMatchObject({ created: 0, updated: 0 });
    await loadDemoWhenEmpty.run(t.app, t.config); // not empty: does nothing
    expect((await svc.loadDemo(artDir)).updated).toBe(0);
  }, 120_000);

  it('has what the issue asks for', async () => {
    const all = (await t.request('GET', '/api/get-all-content')).body;
    const comics = [...all.allComics, ...all.allSeries];
    expect(comics.length).toBeGreaterThanOrEqual(12);
    expect(all.allComics.length).toBeGreaterThan(0);
    expect(all.allSeries.length).toBeGreaterThan(0);
    expect(new Set(comics.map((c: any) => c.genre)).size).toBeGreaterThanOrEqual(5);
    const days = new Set(comics.flatMap((c: any) => c.updateDays));
    for (const d of ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']) expect(days).toContain(d);
    expect(comics.some((c: any) => c.episodeCount >= 20)).toBe(true);
    expect(JSON.stringify(all)).not.toMatch(/Untitled Pilot|Moon Market/);

    const detail = (await t.request('GET', '/api/get-comic-data/the-ninth-scroll')).body;
    expect(new Set(detail.comicEpisode.map((e: any) => e.monetization))).toEqual(new Set(['free', 'coin', 'subscription']));
    expect(detail.comicEpisode.length).toBeGreaterThanOrEqual(20);

    const banners = (await t.request('GET', '/api/get-banner')).body.banners;
    expect(new Set(banners.map((b: any) => b.page))).toEqual(new Set(['home', 'daily', 'free', 'genre', 'ranking']));
    const slides = (await t.request('GET', '/api/get-home-slide')).body.slides;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect((await t.request('GET', `/api/get-home-slide-data/${slides[0]._id}`)).body.slideData.ckEditorData).toMatch(/<h2>/);
    expect((await t.request('GET', '/api/get-faq')).body.totalFaq.length).toBeGreaterThanOrEqual(3);
    expect((await t.request('GET', '/api/get-static-page')).body.static.map((s: any) => s.page)).toEqual(['privacy', 'terms']);
    expect((await t.request('GET', '/api/get-about')).body.about[0].content.length).toBeGreaterThanOrEqual(3);
    const packs = (await t.request('GET', '/api/get-coin-pack')).body.pack;
    expect(new Set(packs.map((p: any) => p.currency))).toEqual(new Set(['usd', 'mnt']));
    expect((await t.request('GET', '/api/get-plan')).body.plans.map((p: any) => p.duration)).toEqual([1, 3, 12]);
    expect((await t.request('GET', '/api/get-promo-by-name/WELCOME10')).status).toBe(200);
    expect(new Set((await t.request('GET', '/api/get-gift')).body.totalGift.map((g: any) => g.type))).toEqual(
      new Set(['rental', 'coin', 'point']),
    );
    expect((await t.request('GET', '/api/get-user-notification')).body.userNotification.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys((await t.request('GET', '/api/get-admin-data')).body.adminData.socialMedia).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'telegram',
      'youtube',
    ]);
  });

  it('covers and pages are colourful drawings, not flat boxes', async () => {
    const detail = (await t.request('GET', '/api/get-comic-data/lantern-street-ghosts')).body;
    const ep = (await t.request('GET', `/api/get-comic-episode-data/${detail.comicEpisode[0]._id}`)).body.episode;
    expect(ep.content.length).toBe(3);
    for (const ref of [detail.comic.coverImage, ep.content[0].image]) {
      const img = sharp(await readFile(path.join(t.config.UPLOADS_DIR, path.basename(ref))));
      const meta = await img.metadata();
      expect(meta.format).toBe('webp');
      const stats = await img.stats();
      // many colours and real contrast on every channel
      for (const ch of stats.channels.slice(0, 3)) expect(ch.stdev).toBeGreaterThan(25);
      expect(stats.entropy).toBeGreaterThan(2);
    }
  });

  it('carries Mongolian for every text of every item', async () => {
    const doc = JSON.parse(await readFile(demoCatalogPath(), 'utf8')) as CatalogFile;
    const missing: string[] = [];
    /** Each named field the item has (non-empty) must have its Mongolian, differing from the English. */
    const check = (item: any, fields: string[], where: string) => {
      for (const f of fields) {
        const own = item[f];
        if (own === undefined || (Array.isArray(own) ? own.length === 0 : own === '')) continue;
        const mn = item.translations?.mn?.[f];
        if (mn === undefined || JSON.stringify(mn) === JSON.stringify(own)) missing.push(`${where}/${f}`);
        if (Array.isArray(own) && (!Array.isArray(mn) || mn.length !== own.length)) missing.push(`${where}/${f} (length)`);
      }
    };
    check(doc.about, ['vision_text'], '/about');
    doc.about!.content.forEach((c, i) => check(c, ['title', 'detail'], `/about/content/${i}`));
    doc.faqs!.forEach((f, i) => {
      check(f, ['title'], `/faqs/${i}`);
      f.content.forEach((q, j) => check(q, ['question', 'answer'], `/faqs/${i}/content/${j}`));
    });
    doc.staticPages!.forEach((p, i) => check(p, ['content'], `/staticPages/${i}`));
    doc.slides!.forEach((x, i) => check(x, ['ckEditorData'], `/slides/${i}`));
    doc.comics!.forEach((c, i) => check(c, ['title', 'description', 'feature', 'genre', 'tags'], `/comics/${i}`));
    doc.episodes!.forEach((e, i) => check(e, ['title', 'description'], `/episodes/${i}`));
    doc.coinPacks!.forEach((p, i) => check(p, ['name'], `/coinPacks/${i}`));
    doc.plans!.forEach((p, i) => check(p, ['name'], `/plans/${i}`));
    doc.gifts!.forEach((g, i) => check(g, ['title', 'detail'], `/gifts/${i}`));
    doc.notifications!.forEach((n, i) => check(n, ['title', 'message'], `/notifications/${i}`));
    expect(missing).toEqual([]);
    expect(doc.episodes!.length).toBeGreaterThan(100);

    // and the service answers it: no comic, episode, pack, plan or gift title stays English
    const mn = { 'accept-language': 'mn' };
    const all = (await t.request('GET', '/api/get-all-content', { headers: mn })).body;
    const english = new Set(doc.comics!.map((c) => c.title));
    for (const c of [...all.allComics, ...all.allSeries]) expect(english.has(c.title)).toBe(false);
    const detail = (await t.request('GET', '/api/get-comic-data/the-ninth-scroll', { headers: mn })).body;
    expect(detail.comic.title).toBe('Ес дэх хуйлмал бичиг');
    expect(detail.comicEpisode[0].title).toBe('Анхны шөнө');
    expect((await t.request('GET', '/api/get-coin-pack', { headers: mn })).body.pack.map((p: any) => p.name)).not.toContain('Starter');
    expect((await t.request('GET', '/api/get-plan', { headers: mn })).body.plans[0].name).toBe('VIP 1 сар');
    const faq = (await t.request('GET', '/api/get-faq', { headers: mn })).body.totalFaq;
    expect(faq[0].content[0].answer).toMatch(/Бүртгүүлэх/);
  });

  it('carries reads that make the ranking tabs All time, Week and Day differ', async () => {
    const order = async (period: string) =>
      (await t.request('GET', `/api/get-ranking-data/${period}`)).body.comicData.map((c: any) => c.slug);
    const [all, week, day] = [await order('all'), await order('week'), await order('day')];
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all[0]).toBe('lantern-street-ghosts');
    expect(week[0]).toBe('robot-grandma');
    expect(day[0]).toBe('signal-lost');
    expect(week).not.toEqual(all);
    expect(day).not.toEqual(all);
    expect(day).not.toEqual(week);
    // a reload does not add them again
    await t.app.get(CatalogImportService).loadDemo(artDir);
    expect(await order('all')).toEqual(all);
    expect((await t.request('GET', '/api/get-comic-data/lantern-street-ghosts')).body.totalRead).toBe(9800);
  });
});
