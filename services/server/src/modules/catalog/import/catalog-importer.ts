import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { LOCK_KEY } from '../../../platform/database/advisory-locks.js';
import { withTransaction } from '../../../platform/database/pg-pool.js';
import { catalogId, contentHash } from '../catalog.ids.js';
import { REFRESH_PRIVATE_UPLOADS_SQL } from '../read-model/private-uploads.sql.js';
import { sanitizeCatalogHtml } from './catalog.html.js';
import { slugify, uniqueSlug } from './catalog.slug.js';
import { validateCatalogSchema, type CatalogProblem } from './catalog-validator.js';
import type { ImageStorage } from '../../../platform/storage/image-storage.js';
import { ImageError, ImageStore, type ImageVariant } from './image-store.js';
import { saveImageWidths } from './image-widths.js';
import { weekdayOf, type CatalogFile } from './catalog-file.js';
import { DEFAULT_PER_USER_LIMIT, promoCurrencyProblems } from './promo-rules.js';

export type Counts = { created: number; updated: number; unchanged: number };
export interface ImportResult extends Counts {
  byKind: Record<string, Counts>;
  revision: number;
  imagesWritten: number;
}

/** An import refused before anything was written: every problem with its JSON pointer. */
export class CatalogImportError extends Error {
  constructor(readonly problems: CatalogProblem[]) {
    super(
      `The catalog is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  ${p.pointer}: ${p.message}`).join('\n')}`,
    );
  }
}

interface Row {
  id: string;
  key: string;
  values: Record<string, unknown>;
}
interface TableRows {
  kind: string;
  table: string;
  rows: Row[];
}

const iso = (s: string | undefined) => (s ? new Date(s).toISOString() : null);

type ItemTranslations = { mn?: Record<string, string | string[] | undefined> } | undefined;

/**
 * An item's `translations` as stored: per language, its texts under the names the rows use
 * (`columns` renames, e.g. ckEditorData → ck_editor_data), the fields named in `html` sanitised
 * like the item's own HTML. Empty languages are left out.
 */
function storedTranslations(
  t: ItemTranslations,
  columns: Record<string, string> = {},
  html: string[] = [],
): Record<string, Record<string, string | string[]>> {
  const out: Record<string, Record<string, string | string[]>> = {};
  for (const [lang, fields] of Object.entries(t ?? {})) {
    const texts: Record<string, string | string[]> = {};
    for (const [field, value] of Object.entries(fields ?? {})) {
      if (value === undefined) continue;
      texts[columns[field] ?? field] = html.includes(field) && typeof value === 'string' ? sanitizeCatalogHtml(value) : value;
    }
    if (Object.keys(texts).length) out[lang] = texts;
  }
  return out;
}
/** A JSON list entry with its translations kept beside its texts (only when it has some). */
const withTranslations = <E extends object>(entry: E, t: ItemTranslations, html: string[] = []) => {
  const stored = storedTranslations(t, {}, html);
  return Object.keys(stored).length ? { ...entry, translations: stored } : entry;
};

/**
 * `catalog import`: validate (schema, then references), convert images, sanitise HTML, then upsert
 * everything in one transaction keyed by each item's `key`. Nothing is written when any problem
 * is found. Items absent from the file are left as they are (retire content with status draft,
 * inactive or an end date).
 */
export class CatalogImporter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly storage: ImageStorage,
  ) {}

  async importFile(file: string): Promise<ImportResult> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      throw new CatalogImportError([
        { pointer: '/', message: `cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` },
      ]);
    }
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (e) {
      throw new CatalogImportError([{ pointer: '/', message: `is not valid JSON (${(e as Error).message})` }]);
    }
    return this.importDocument(doc, path.dirname(path.resolve(file)));
  }

  async importDocument(doc: unknown, baseDir: string): Promise<ImportResult> {
    const schemaProblems = validateCatalogSchema(doc);
    if (schemaProblems.length) throw new CatalogImportError(schemaProblems);
    const cat = doc as CatalogFile;
    const problems = await this.checkReferences(cat);
    const images = new ImageStore(this.storage, baseDir);
    const tables = await this.buildRows(cat, images, problems);
    if (problems.length) throw new CatalogImportError(problems);
    const imagesWritten = await images.flush();
    const result = await withTransaction(this.pool, async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY.catalogImport]);
      await this.assignSlugs(c, tables);
      const byKind: Record<string, Counts> = {};
      for (const t of tables) byKind[t.kind] = await this.upsert(c, t);
      const total = Object.values(byKind).reduce(
        (a, k) => ({ created: a.created + k.created, updated: a.updated + k.updated, unchanged: a.unchanged + k.unchanged }),
        { created: 0, updated: 0, unchanged: 0 },
      );
      // New image widths alone (a catalog imported before they were stored) also change what reads answer.
      const widthsChanged = (await saveImageWidths(c, images.widths())) > 0;
      const changed = total.created + total.updated > 0 || widthsChanged;
      // Which stored images are paid pages is decided with the rows that say so, in this transaction.
      if (changed) await c.query(REFRESH_PRIVATE_UPLOADS_SQL);
      const { rows } = await c.query(
        changed
          ? 'UPDATE catalog_meta SET revision = revision + 1, updated_at = now() WHERE id = 1 RETURNING revision'
          : 'SELECT revision FROM catalog_meta WHERE id = 1',
      );
      return { ...total, byKind, revision: Number(rows[0].revision), imagesWritten };
    }).catch((e: { code?: string; detail?: string; constraint?: string }) => {
      if (e.code === '23505')
        throw new CatalogImportError([
          { pointer: '/', message: `conflicts with content already in the catalog (${e.detail ?? e.constraint})` },
        ]);
      throw e;
    });
    return result;
  }

  /** Cross-item rules the schema cannot state: unique keys, known references, sane windows. */
  private async checkReferences(cat: CatalogFile): Promise<CatalogProblem[]> {
    const problems: CatalogProblem[] = [];
    const uniq = <T>(list: T[] | undefined, name: string, keyOf: (x: T) => string, label = 'key') => {
      const seen = new Map<string, number>();
      (list ?? []).forEach((x, i) => {
        const k = keyOf(x);
        if (seen.has(k))
          problems.push({ pointer: `/${name}/${i}`, message: `duplicate ${label} ${JSON.stringify(k)} (also at /${name}/${seen.get(k)})` });
        else seen.set(k, i);
      });
    };
    for (const name of [
      'faqs',
      'banners',
      'slides',
      'comics',
      'episodes',
      'coinPacks',
      'plans',
      'promos',
      'gifts',
      'notifications',
    ] as const) {
      uniq(cat[name] as Array<{ key: string }> | undefined, name, (x) => x.key);
    }
    uniq(cat.staticPages, 'staticPages', (x) => x.page, 'page');
    uniq(cat.promos, 'promos', (x) => x.name.toLowerCase(), 'code');
    uniq(
      cat.comics?.filter((c) => c.slug),
      'comics',
      (x) => x.slug!,
      'slug',
    );
    uniq(cat.episodes, 'episodes', (x) => `${x.comic}#${x.episodeNumber}`, 'comic and episodeNumber');

    const comicKeys = new Set((cat.comics ?? []).map((c) => c.key));
    const episodeKeys = new Set((cat.episodes ?? []).map((e) => e.key));
    const missingComics = [...new Set((cat.episodes ?? []).map((e) => e.comic).filter((k) => !comicKeys.has(k)))];
    const missingEpisodes = [...new Set((cat.gifts ?? []).map((g) => g.episode).filter((k): k is string => !!k && !episodeKeys.has(k)))];
    const known = async (table: string, keys: string[]) =>
      keys.length
        ? new Set((await this.pool.query(`SELECT key FROM ${table} WHERE key = ANY($1)`, [keys])).rows.map((r) => r.key as string))
        : new Set<string>();
    const dbComics = await known('catalog_comics', missingComics);
    const dbEpisodes = await known('catalog_episodes', missingEpisodes);
    (cat.episodes ?? []).forEach((e, i) => {
      if (!comicKeys.has(e.comic) && !dbComics.has(e.comic))
        problems.push({
          pointer: `/episodes/${i}/comic`,
          message: `names no comic in this file or the catalog (${JSON.stringify(e.comic)})`,
        });
    });
    (cat.gifts ?? []).forEach((g, i) => {
      if (g.type === 'rental' && !g.episode) problems.push({ pointer: `/gifts/${i}/episode`, message: 'is required for a rental gift' });
      if (g.episode && !episodeKeys.has(g.episode) && !dbEpisodes.has(g.episode))
        problems.push({
          pointer: `/gifts/${i}/episode`,
          message: `names no episode in this file or the catalog (${JSON.stringify(g.episode)})`,
        });
    });
    const window = (list: Array<{ startDate: string; endDate: string }> | undefined, name: string) =>
      (list ?? []).forEach((b, i) => {
        if (Date.parse(b.endDate) < Date.parse(b.startDate))
          problems.push({ pointer: `/${name}/${i}/endDate`, message: 'must not be before startDate' });
      });
    window(cat.banners, 'banners');
    window(cat.slides, 'slides');
    (cat.promos ?? []).forEach((p, i) => {
      if (p.validFrom && p.validTo && Date.parse(p.validTo) < Date.parse(p.validFrom))
        problems.push({ pointer: `/promos/${i}/validTo`, message: 'must not be before validFrom' });
      if (p.discountType === 'percentage' && p.amount > 100)
        problems.push({ pointer: `/promos/${i}/amount`, message: 'must be at most 100 for a percentage' });
      problems.push(...promoCurrencyProblems(p, i));
    });
    (cat.coinPacks ?? []).forEach((p, i) => {
      if (p.salePrice > p.regularPrice) problems.push({ pointer: `/coinPacks/${i}/salePrice`, message: 'must not exceed regularPrice' });
    });
    (cat.plans ?? []).forEach((p, i) => {
      if (p.price > p.basePrice) problems.push({ pointer: `/plans/${i}/price`, message: 'must not exceed basePrice' });
    });
    (cat.comics ?? []).forEach((c, i) => {
      const tags = c.translations?.mn?.tags;
      // A translated tag list names the comic's tags one for one, in their order.
      if (tags && tags.length !== c.tags.length)
        problems.push({
          pointer: `/comics/${i}/translations/mn/tags`,
          message: `must name each of the comic's ${c.tags.length} tags in order (has ${tags.length})`,
        });
    });
    return problems;
  }

  private async buildRows(cat: CatalogFile, images: ImageStore, problems: CatalogProblem[]): Promise<TableRows[]> {
    const img = async (ref: string, variant: ImageVariant, pointer: string): Promise<string> => {
      try {
        return await images.resolve(ref, variant);
      } catch (e) {
        if (e instanceof ImageError) {
          problems.push({ pointer, message: `${JSON.stringify(ref)} ${e.message}` });
          return '';
        }
        throw e;
      }
    };
    const all = <T, R>(list: T[] | undefined, fn: (x: T, i: number) => Promise<R>) => Promise.all((list ?? []).map(fn));
    const tables: TableRows[] = [];
    const row = (kind: string, key: string, values: Record<string, unknown>): Row => ({ id: catalogId(kind, key), key, values });

    if (cat.adminData) {
      tables.push({
        kind: 'socialLinks',
        table: 'catalog_social_links',
        rows: Object.entries(cat.adminData.socialMedia)
          .filter(([, url]) => url !== undefined)
          .map(([network, url]) => row('social', network, { network, url })),
      });
    }
    if (cat.about) {
      const a = cat.about;
      tables.push({
        kind: 'about',
        table: 'catalog_about',
        rows: [
          row('about', 'about', {
            banner: await img(a.banner, 'wide', '/about/banner'),
            vision: await img(a.vision, 'cover', '/about/vision'),
            vision_text: a.vision_text,
            content: JSON.stringify(a.content.map((c) => withTranslations({ title: c.title, detail: c.detail }, c.translations))),
            translations: JSON.stringify(storedTranslations(a.translations)),
          }),
        ],
      });
    }
    if (cat.faqs) {
      tables.push({
        kind: 'faqs',
        table: 'catalog_faq_groups',
        rows: cat.faqs.map((f, i) =>
          row('faq', f.key, {
            title: f.title,
            position: i,
            content: JSON.stringify(
              f.content.map((q) =>
                withTranslations({ question: q.question, answer: sanitizeCatalogHtml(q.answer) }, q.translations, ['answer']),
              ),
            ),
            translations: JSON.stringify(storedTranslations(f.translations)),
          }),
        ),
      });
    }
    if (cat.staticPages) {
      tables.push({
        kind: 'staticPages',
        table: 'catalog_static_pages',
        rows: cat.staticPages.map((p) =>
          row('static', p.page, {
            page: p.page,
            content: sanitizeCatalogHtml(p.content),
            translations: JSON.stringify(storedTranslations(p.translations, {}, ['content'])),
          }),
        ),
      });
    }
    if (cat.popularTags) {
      const tags = [...new Map(cat.popularTags.map((t) => [t.trim().toLowerCase(), t.trim()])).values()];
      tables.push({
        kind: 'popularTags',
        table: 'catalog_popular_tags',
        rows: tags.map((tag, i) => row('tag', tag.toLowerCase(), { tag, position: i })),
      });
    }
    if (cat.banners) {
      tables.push({
        kind: 'banners',
        table: 'catalog_banners',
        rows: await all(cat.banners, async (b, i) =>
          row('banner', b.key, {
            page: b.page,
            image: await img(b.image, 'wide', `/banners/${i}/image`),
            url: b.url,
            start_date: iso(b.startDate),
            end_date: iso(b.endDate),
          }),
        ),
      });
    }
    if (cat.slides) {
      tables.push({
        kind: 'slides',
        table: 'catalog_slides',
        rows: await all(cat.slides, async (s, i) =>
          row('slide', s.key, {
            image: await img(s.image, 'wide', `/slides/${i}/image`),
            url: s.url,
            start_date: iso(s.startDate),
            end_date: iso(s.endDate),
            ck_editor_data: sanitizeCatalogHtml(s.ckEditorData),
            position: i,
            translations: JSON.stringify(storedTranslations(s.translations, { ckEditorData: 'ck_editor_data' }, ['ckEditorData'])),
          }),
        ),
      });
    }
    if (cat.comics) {
      tables.push({
        kind: 'comics',
        table: 'catalog_comics',
        rows: await all(cat.comics, async (c, i) =>
          row('comic', c.key, {
            slug: c.slug ?? slugify(c.title),
            explicit_slug: !!c.slug,
            title: c.title,
            genre: c.genre,
            thumbnail: await img(c.thumbnail, 'thumbnail', `/comics/${i}/thumbnail`),
            cover_image: await img(c.coverImage, 'cover', `/comics/${i}/coverImage`),
            description: c.description,
            tags: c.tags,
            writer: c.writer,
            artist: c.artist,
            creator: c.creator,
            feature: c.feature,
            team_assignment: c.teamAssignment ?? null,
            free_episode_count: c.freeEpisodeCount,
            episode_price: c.episodePrice,
            status: c.status,
            is_schedule: c.isSchedule,
            release_date: iso(c.releaseDate),
            update_days: c.updateDays?.length ? c.updateDays : [weekdayOf(c.releaseDate)],
            translations: JSON.stringify(storedTranslations(c.translations)),
          }),
        ),
      });
    }
    if (cat.episodes) {
      tables.push({
        kind: 'episodes',
        table: 'catalog_episodes',
        rows: await all(cat.episodes, async (e, i) =>
          row('episode', e.key, {
            comic_id: catalogId('comic', e.comic),
            title: e.title,
            episode_number: e.episodeNumber,
            cover_image: await img(e.coverImage, 'thumbnail', `/episodes/${i}/coverImage`),
            description: e.description,
            monetization: e.monetization,
            coin_price: e.monetization === 'coin' ? e.coinPrice : 0,
            release_date: iso(e.releaseDate),
            status: e.status,
            content: JSON.stringify(
              await Promise.all(
                [...e.content]
                  .sort((a, b) => a.sequence - b.sequence)
                  .map(async (p) => ({
                    image: await img(p.image, 'page', `/episodes/${i}/content/${e.content.indexOf(p)}/image`),
                    sequence: p.sequence,
                  })),
              ),
            ),
            translations: JSON.stringify(storedTranslations(e.translations)),
          }),
        ),
      });
    }
    if (cat.coinPacks) {
      tables.push({
        kind: 'coinPacks',
        table: 'catalog_coin_packs',
        rows: cat.coinPacks.map((p, i) =>
          row('coinPack', p.key, {
            name: p.name,
            coin: p.coin,
            bonus_coin: p.bonusCoin,
            point: p.point,
            regular_price: p.regularPrice,
            sale_price: p.salePrice,
            currency: p.currency,
            status: p.status,
            position: i,
            translations: JSON.stringify(storedTranslations(p.translations)),
          }),
        ),
      });
    }
    if (cat.plans) {
      tables.push({
        kind: 'plans',
        table: 'catalog_plans',
        rows: cat.plans.map((p, i) =>
          row('plan', p.key, {
            name: p.name,
            duration: p.duration,
            base_price: p.basePrice,
            price: p.price,
            discount_type: p.discountType,
            discount_value: p.discountValue,
            status: p.status,
            position: i,
            translations: JSON.stringify(storedTranslations(p.translations)),
          }),
        ),
      });
    }
    if (cat.promos) {
      tables.push({
        kind: 'promos',
        table: 'catalog_promos',
        rows: cat.promos.map((p) =>
          row('promo', p.key, {
            name: p.name,
            discount_type: p.discountType,
            amount: p.amount,
            currency: p.currency ?? null,
            valid_from: iso(p.validFrom),
            valid_to: iso(p.validTo),
            max_redemptions: p.maxRedemptions ?? null,
            per_user_limit: p.perUserLimit ?? DEFAULT_PER_USER_LIMIT,
          }),
        ),
      });
    }
    if (cat.gifts) {
      tables.push({
        kind: 'gifts',
        table: 'catalog_gifts',
        rows: await all(cat.gifts, async (g, i) =>
          row('gift', g.key, {
            type: g.type,
            title: g.title,
            image: await img(g.image, 'thumbnail', `/gifts/${i}/image`),
            value: g.value,
            detail: g.detail,
            expiry_date: iso(g.expiryDate),
            episode_id: g.episode ? catalogId('episode', g.episode) : null,
            translations: JSON.stringify(storedTranslations(g.translations)),
          }),
        ),
      });
    }
    if (cat.notifications) {
      tables.push({
        kind: 'notifications',
        table: 'catalog_notifications',
        rows: cat.notifications.map((n) =>
          row('notification', n.key, {
            title: n.title,
            message: n.message,
            schedule: iso(n.schedule),
            translations: JSON.stringify(storedTranslations(n.translations)),
          }),
        ),
      });
    }
    return tables;
  }

  /** Gives each imported comic a unique slug; a comic keeps the slug it already has. */
  private async assignSlugs(c: pg.PoolClient, tables: TableRows[]): Promise<void> {
    const comics = tables.find((t) => t.kind === 'comics');
    if (!comics) return;
    const { rows } = await c.query('SELECT id, slug FROM catalog_comics');
    const owner = new Map<string, string>(rows.map((r) => [r.slug as string, r.id as string]));
    const currentOf = new Map<string, string>(rows.map((r) => [r.id as string, r.slug as string]));
    for (const r of comics.rows) {
      const current = currentOf.get(r.id);
      if (current) owner.delete(current);
      const explicit = r.values.explicit_slug === true;
      delete r.values.explicit_slug;
      // A comic keeps its slug (links stay valid) unless the file names a new one.
      const slug =
        current && !explicit && !(owner.has(current) && owner.get(current) !== r.id)
          ? current
          : uniqueSlug(String(r.values.slug), current, (s) => owner.has(s) && owner.get(s) !== r.id);
      owner.set(slug, r.id);
      r.values.slug = slug;
    }
  }

  private async upsert(c: pg.PoolClient, t: TableRows): Promise<Counts> {
    const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
    if (!t.rows.length) return counts;
    const cols = Object.keys(t.rows[0].values);
    const all = ['id', 'key', ...cols, 'content_hash'];
    const sql = `INSERT INTO ${t.table} (${all.join(', ')}) VALUES (${all.map((_, i) => `$${i + 1}`).join(', ')})
      ON CONFLICT (id) DO UPDATE SET ${[...cols, 'content_hash'].map((k) => `${k} = EXCLUDED.${k}`).join(', ')}, updated_at = now()
      WHERE ${t.table}.content_hash IS DISTINCT FROM EXCLUDED.content_hash
      RETURNING (xmax = 0) AS inserted`;
    for (const r of t.rows) {
      const values = cols.map((k) => r.values[k]);
      const { rows } = await c.query(sql, [r.id, r.key, ...values, contentHash([r.key, ...values])]);
      if (!rows.length) counts.unchanged++;
      else if (rows[0].inserted) counts.created++;
      else counts.updated++;
    }
    return counts;
  }
}
