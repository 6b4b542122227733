import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL, prepared } from '../../../platform/database/pg-pool.js';
import { Clock, DAY } from '../../../platform/clock/clock.js';
import { conflict, notFound, validationError } from '../../../platform/errors/domain-error.js';
import { isUuid } from '../catalog.ids.js';
import { CATALOG_LANGUAGES, localized, localizedEntries, type CatalogLanguage } from '../catalog.language.js';
import { CATALOG_MESSAGES } from '../catalog.messages.js';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import {
  bannerOut,
  COMIC_COLUMNS,
  COMIC_COLUMNS_WITHOUT_WIDTHS,
  comicOut,
  coinPackOut,
  EPISODE_COLUMNS,
  episodeSummaryOut,
  giftOut,
  notificationOut,
  planOut,
  promoOut,
  slideOut,
  widthsOf,
  type ComicOut,
  type EpisodeSummaryOut,
  type RankedComic,
} from './catalog.rows.js';
import { ComicEngagementCountsPort, EpisodeCommentCountPort } from '../ports/community.ports.js';
import type { CatalogNames } from '../queries/get-catalog-names/get-catalog-names.query.js';
import { COMIC_PUBLIC, EPISODE_PUBLIC, GIFT_VALID, IN_WINDOW } from './catalog.publication-sql.js';
import { CatalogCache } from '../cache/catalog-cache.js';

const comicWithoutWidths = (r: Record<string, unknown>, lang: CatalogLanguage): Omit<ComicOut, 'thumbnailWidths' | 'coverImageWidths'> => {
  const { thumbnailWidths: _t, coverImageWidths: _c, ...comic } = comicOut(r, lang);
  return comic;
};

export type RankingPeriod = 'all' | 'week' | 'day';
export type ComicSort = 'popular' | 'newest' | 'title';
export interface ComicFilter {
  genre?: string;
  tag?: string;
  weekday?: string;
  freeOnly?: boolean;
  own?: boolean;
  writer?: string;
  search?: string;
  sort?: ComicSort;
  offset?: number;
  limit?: number;
  /** The sort's own order reversed: least read, oldest, or title Z–A first (the tag page's Ascending of Popular and Newest, Descending of Title). */
  reversed?: boolean;
}

/** A comic's title as the reader reads it: its translation in `lang` when it has one (ADR 0030). */
const titleIn = (lang: CatalogLanguage) =>
  lang === 'en' ? 'lower(c.title)' : `lower(COALESCE(NULLIF(c.translations -> '${lang}' ->> 'title', ''), c.title))`;

/** Each sort's order, most read / newest / title A–Z first (in the reader's language); `c.id` breaks ties so pages never overlap. */
const sortOrder = (sort: ComicSort, lang: CatalogLanguage): Array<[string, 'ASC' | 'DESC']> =>
  sort === 'popular'
    ? [
        ['c.total_read', 'DESC'],
        ['c.created_at', 'DESC'],
      ]
    : sort === 'newest'
      ? [
          ['c.release_date', 'DESC'],
          ['c.created_at', 'DESC'],
        ]
      : [[titleIn(lang), 'ASC']];
const orderBy = (sort: ComicSort, reversed: boolean, lang: CatalogLanguage) =>
  [...sortOrder(sort, lang), ['c.id', 'ASC'] as const]
    .map(([column, dir]) => `${column} ${reversed === (dir === 'ASC') ? 'DESC' : 'ASC'}`)
    .join(', ');
export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

export const SEARCH_MAX = 50;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const WEEKDAYS = new Set(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);

export interface ComicDetail {
  comic: ComicOut & { episodeCount: number; likeCount: number; shareCount: number };
  comicEpisode: EpisodeSummaryOut[];
  totalRead: number;
}
export interface EpisodeDetail {
  episode: Omit<EpisodeSummaryOut, 'comicId'> & {
    description: string;
    writer: string;
    comicId: { _id: string; id: string; title: string; slug: string };
    content: Array<{ image: string; sequence: number }>;
    locked?: string;
  };
  comments: number;
  listEpisode: EpisodeSummaryOut[];
}

/**
 * The catalog's shared read model: every content read in SQL, under the publication rules
 * (catalog.publication-sql.ts), texts in `lang` (the reader's language; an untranslated text stays English). The
 * use-case handlers answer through it; other contexts reach it only through the catalog's index.
 */
@Injectable()
export class CatalogQueries {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    private readonly ports: QueryBus,
    private readonly cache: CatalogCache,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  private async q<T = any>(sql: string, params: unknown[]): Promise<T[]> {
    return (await this.pool.query(sql, params)).rows as T[];
  }

  /** As q, for the lookups every shelf and page makes: a named statement (pg-pool `prepared`). */
  private async named<T = any>(sql: string, params: unknown[]): Promise<T[]> {
    return (await this.pool.query(prepared(sql, params))).rows as T[];
  }

  /**
   * get-all-content: own manga and vendor series (public only) with, per comic, only its latest
   * public episode — so the body grows with comics, not with episodes — plus the valid gifts.
   * Its comics carry no image widths: incompressible hashes would add about half again to the
   * whole catalog's body, and the pages draw their cards from the listing calls.
   */
  async allContent(now = this.now(), lang: CatalogLanguage = 'en') {
    const [comics, latest, gifts] = await Promise.all([
      this.q(
        `SELECT ${COMIC_COLUMNS_WITHOUT_WIDTHS}, s.episode_count, s.latest_episode_number, s.latest_release_date
        FROM catalog_comics c
        LEFT JOIN LATERAL (SELECT count(*) AS episode_count, max(e.episode_number) AS latest_episode_number, max(e.release_date) AS latest_release_date
          FROM catalog_episodes e WHERE e.comic_id = c.id AND ${EPISODE_PUBLIC}) s ON true
        WHERE ${COMIC_PUBLIC} ORDER BY c.release_date DESC, c.created_at DESC, c.id`,
        [now],
      ),
      this.q(
        `SELECT DISTINCT ON (e.comic_id) ${EPISODE_COLUMNS}, c.team_assignment
        FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
        WHERE ${COMIC_PUBLIC} AND ${EPISODE_PUBLIC} ORDER BY e.comic_id, e.episode_number DESC`,
        [now],
      ),
      this.gifts(now, lang),
    ]);
    const own = comics.filter((r) => !r.team_assignment).map((r) => comicWithoutWidths(r, lang));
    const series = comics.filter((r) => r.team_assignment).map((r) => comicWithoutWidths(r, lang));
    return {
      allComics: own,
      allComicEpisodes: latest.filter((r) => !r.team_assignment).map((r) => episodeSummaryOut(r, lang)),
      allGift: gifts,
      allSeries: series,
      allSeriesEpisodes: latest.filter((r) => r.team_assignment).map((r) => episodeSummaryOut(r, lang)),
    };
  }

  /** Popular tags; in another language, a tag some comic translates (its translated tags name its own one for one). */
  async popularTags(lang: CatalogLanguage = 'en') {
    const sql =
      lang === 'en'
        ? 'SELECT id, tag FROM catalog_popular_tags ORDER BY position, tag'
        : `SELECT p.id, COALESCE((
        SELECT t.translated FROM catalog_comics c,
          unnest(c.tags, ARRAY(SELECT jsonb_array_elements_text(c.translations -> $1 -> 'tags'))) AS t(tag, translated)
        WHERE lower(t.tag) = lower(p.tag) AND t.translated IS NOT NULL ORDER BY c.id LIMIT 1), p.tag) AS tag
      FROM catalog_popular_tags p ORDER BY p.position, p.tag`;
    return (await this.q(sql, lang === 'en' ? [] : [lang])).map((r) => ({ _id: r.id, id: r.id, tag: r.tag as string }));
  }

  /**
   * A tag in `lang` as a public comic carrying it shows it: its own tag (English) or its
   * translation, whichever of the two the given tag names (any case); the given tag when none does.
   */
  async tagName(tag: string, now = this.now(), lang: CatalogLanguage = 'en'): Promise<string> {
    if (!tag) return tag;
    const [r] = await this.q(
      `SELECT t.tag, t.translated FROM catalog_comics c,
        unnest(c.tags, ARRAY(SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(c.translations -> $3 -> 'tags') = 'array' THEN c.translations -> $3 -> 'tags' ELSE '[]' END))) AS t(tag, translated)
      WHERE ${COMIC_PUBLIC} AND $1::timestamptz IS NOT NULL AND (lower(t.tag) = lower($2) OR lower(t.translated) = lower($2))
      ORDER BY (lower(t.tag) = lower($2)) DESC, c.id LIMIT 1`,
      [now, tag, lang === 'en' ? 'mn' : lang],
    );
    if (!r) return tag;
    return lang === 'en' ? (r.tag as string) : (r.translated as string | null) || (r.tag as string);
  }

  async adminData() {
    const rows = await this.q('SELECT network, url FROM catalog_social_links ORDER BY network', []);
    const socialMedia: Record<string, string> = {};
    for (const r of rows) socialMedia[r.network] = r.url;
    // The address contact-form requests are mailed to, shown on the Contact Us page (spec §2).
    return { socialMedia, supportEmail: this.config.SUPPORT_EMAIL };
  }

  async slides(now = this.now(), lang: CatalogLanguage = 'en') {
    return (
      await this.q(
        `SELECT s.*, ${widthsOf('s.image')} AS image_widths FROM catalog_slides s WHERE ${IN_WINDOW('s')} ORDER BY position, start_date`,
        [now],
      )
    ).map((r) => slideOut(r, false, lang));
  }

  async slide(id: string, now = this.now(), lang: CatalogLanguage = 'en') {
    if (!isUuid(id)) throw notFound('Slide', 'CATALOG.SLIDE_NOT_FOUND');
    const [r] = await this.q(
      `SELECT s.*, ${widthsOf('s.image')} AS image_widths FROM catalog_slides s WHERE s.id = $2 AND ${IN_WINDOW('s')}`,
      [now, id],
    );
    if (!r) throw notFound('Slide', 'CATALOG.SLIDE_NOT_FOUND');
    return slideOut(r, true, lang);
  }

  async banners(now = this.now(), page?: string) {
    return (
      await this.q(
        `SELECT b.*, ${widthsOf('b.image')} AS image_widths FROM catalog_banners b WHERE ${IN_WINDOW('b')} AND ($2::text IS NULL OR b.page = $2) ORDER BY page, start_date DESC`,
        [now, page ?? null],
      )
    ).map(bannerOut);
  }

  /** Comics filtered and sorted for the listing pages; only public comics. */
  async comics(f: ComicFilter, now = this.now(), lang: CatalogLanguage = 'en'): Promise<Page<ComicOut>> {
    const where = [COMIC_PUBLIC, '$1::timestamptz IS NOT NULL'];
    const params: unknown[] = [now];
    const add = (sql: (n: string) => string, v: unknown) => {
      params.push(v);
      where.push(sql(`$${params.length}`));
    };
    // A genre or tag is named in English or in a language the comic translates it into.
    if (f.genre)
      add(
        (p) =>
          `(lower(c.genre) = lower(${p}) OR EXISTS (SELECT 1 FROM jsonb_each(c.translations) t WHERE lower(t.value ->> 'genre') = lower(${p})))`,
        f.genre,
      );
    if (f.tag)
      add(
        (p) => `(EXISTS (SELECT 1 FROM unnest(c.tags) t WHERE lower(t) = lower(${p}))
      OR EXISTS (SELECT 1 FROM jsonb_each(c.translations) l, jsonb_array_elements_text(CASE WHEN jsonb_typeof(l.value -> 'tags') = 'array' THEN l.value -> 'tags' ELSE '[]' END) t WHERE lower(t) = lower(${p})))`,
        f.tag,
      );
    if (f.weekday) {
      if (!WEEKDAYS.has(f.weekday)) throw validationError(CATALOG_MESSAGES.badWeekday);
      add((p) => `c.update_days @> ARRAY[${p}]::text[]`, f.weekday);
    }
    if (f.freeOnly) where.push('c.free_episode_count > 0');
    if (f.own === true) where.push('c.team_assignment IS NULL');
    if (f.own === false) where.push('c.team_assignment IS NOT NULL');
    if (f.writer) add((p) => `lower(c.writer) = lower(${p})`, f.writer);
    if (f.search !== undefined) {
      const s = f.search.trim();
      if (s.length > SEARCH_MAX) throw validationError(CATALOG_MESSAGES.searchTooLong(SEARCH_MAX));
      add(
        (p) => `(c.title ILIKE ${p} OR EXISTS (SELECT 1 FROM unnest(c.tags) t WHERE t ILIKE ${p})
        OR EXISTS (SELECT 1 FROM jsonb_each(c.translations) l WHERE l.value ->> 'title' ILIKE ${p}))`,
        `%${likeEscape(s)}%`,
      );
    }
    const order = orderBy(f.sort ?? 'newest', f.reversed ?? false, CATALOG_LANGUAGES.includes(lang) ? lang : 'en');
    const limit = Math.min(Math.max(f.limit ?? 20, 1), 100);
    const offset = Math.min(Math.max(f.offset ?? 0, 0), 1_000_000);
    const rows = await this.q(
      `SELECT ${COMIC_COLUMNS}, count(*) OVER () AS total FROM catalog_comics c
      WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    const total = rows.length
      ? Number(rows[0].total)
      : offset > 0
        ? Number((await this.q(`SELECT count(*) AS n FROM catalog_comics c WHERE ${where.join(' AND ')}`, params))[0].n)
        : 0;
    return { items: rows.map((r) => comicOut(r, lang)), total, offset, limit };
  }

  /**
   * Ranking: until reading progress exists, by reads counted in catalog_comic_reads (the period's
   * days for week/day), then the comic's total_read counter, then newest first.
   */
  async ranking(period: RankingPeriod, now = this.now(), limit = 50, offset = 0, lang: CatalogLanguage = 'en'): Promise<Page<RankedComic>> {
    const days = period === 'day' ? 1 : period === 'week' ? 7 : null;
    const since = days ? new Date(Date.parse(now.toISOString().slice(0, 10)) - (days - 1) * DAY).toISOString().slice(0, 10) : null;
    const rows = await this.q(
      `SELECT ${COMIC_COLUMNS}, count(*) OVER () AS total,
        COALESCE((SELECT sum(r.reads) FROM catalog_comic_reads r WHERE r.comic_id = c.id AND ($2::date IS NULL OR r.day >= $2::date)), 0) AS period_reads
      FROM catalog_comics c WHERE ${COMIC_PUBLIC} AND $1::timestamptz IS NOT NULL
      ORDER BY period_reads DESC, c.total_read DESC, c.created_at DESC, c.id LIMIT ${Math.min(Math.max(limit, 1), 100)} OFFSET ${Math.max(offset, 0)}`,
      [now, since],
    );
    return {
      items: rows.map((r) => ({ ...comicOut(r, lang), periodRead: Number(r.period_reads) })),
      total: rows.length ? Number(rows[0].total) : 0,
      offset,
      limit,
    };
  }

  /** A public comic by id or slug; 404 otherwise (drafts and scheduled comics do not exist for readers). */
  async comic(idOrSlug: string, now = this.now(), lang: CatalogLanguage = 'en'): Promise<ComicOut> {
    const byId = isUuid(idOrSlug);
    if (!byId && (idOrSlug.length > 200 || !idOrSlug)) throw notFound('Comic', 'CATALOG.COMIC_NOT_FOUND');
    const [r] = await this.q(
      `SELECT ${COMIC_COLUMNS} FROM catalog_comics c WHERE ${byId ? 'c.id = $2::uuid' : 'c.slug = $2'} AND ${COMIC_PUBLIC} AND $1::timestamptz IS NOT NULL`,
      [now, byId ? idOrSlug.toLowerCase() : idOrSlug],
    );
    if (!r) throw notFound('Comic', 'CATALOG.COMIC_NOT_FOUND');
    return comicOut(r, lang);
  }

  /** Public episodes of public comics, in episode-number order (or newest created first). */
  async episodesOf(
    comicIds: string[],
    now = this.now(),
    order: 'number' | 'newest' = 'number',
    lang: CatalogLanguage = 'en',
  ): Promise<EpisodeSummaryOut[]> {
    if (!comicIds.length) return [];
    const rows = await this.q(
      `SELECT ${EPISODE_COLUMNS} FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
      WHERE e.comic_id = ANY($2::uuid[]) AND ${COMIC_PUBLIC} AND ${EPISODE_PUBLIC}
      ORDER BY ${order === 'newest' ? 'e.created_at DESC, e.episode_number DESC' : 'e.episode_number'}`,
      [now, comicIds],
    );
    return rows.map((r) => episodeSummaryOut(r, lang));
  }

  async comicDetail(idOrSlug: string, now = this.now(), lang: CatalogLanguage = 'en'): Promise<ComicDetail> {
    const comic = await this.comic(idOrSlug, now, lang);
    const [comicEpisode, counts] = await Promise.all([
      this.episodesOf([comic.id], now, 'number', lang),
      this.ports.execute(new ComicEngagementCountsPort(comic.id)),
    ]);
    return { comic: { ...comic, episodeCount: comicEpisode.length, ...counts }, comicEpisode, totalRead: comic.totalRead };
  }

  /**
   * One public episode. Page images only for free episodes until entitlements exist (the wallet
   * context); others answer `content: []` and the `locked` reason. Asked by id at the clock's now
   * (no `now`), the episode and its comic's list are built once per catalog state (CatalogCache)
   * and only the comments count is read each time.
   */
  async episodeDetail(
    id: string,
    now?: Date,
    where: { comicSlug?: string; number?: number } = {},
    lang: CatalogLanguage = 'en',
  ): Promise<EpisodeDetail> {
    if (where.comicSlug !== undefined) {
      const page = await this.episodePage({ comicSlug: where.comicSlug, number: where.number }, now, lang);
      return { ...page, comments: await this.ports.execute(new EpisodeCommentCountPort(page.episode.id)) };
    }
    if (!isUuid(id)) throw notFound('Episode', 'CATALOG.EPISODE_NOT_FOUND');
    const key = id.toLowerCase();
    const [page, comments] = await Promise.all([
      now === undefined
        ? this.cache.value(`episode-page:${key}:${lang}`, () => this.episodePage({ id: key }, now, lang))
        : this.episodePage({ id: key }, now, lang),
      this.ports.execute(new EpisodeCommentCountPort(key)),
    ]);
    return { ...page, comments };
  }

  /** An episode and its comic's list; at the clock's now (no `now`), the list built for this catalog state. */
  private async episodePage(
    where: { id: string } | { comicSlug: string; number?: number },
    now: Date | undefined,
    lang: CatalogLanguage,
  ): Promise<Omit<EpisodeDetail, 'comments'>> {
    const at = now ?? this.now();
    if ('comicSlug' in where && (where.comicSlug.length > 200 || !Number.isInteger(where.number)))
      throw notFound('Episode', 'CATALOG.EPISODE_NOT_FOUND');
    const [match, params] =
      'comicSlug' in where ? ['c.slug = $2 AND e.episode_number = $3', [where.comicSlug, where.number]] : ['e.id = $2::uuid', [where.id]];
    let [r] = await this.q(
      `SELECT ${EPISODE_COLUMNS}, e.description, e.content, c.title AS comic_title, c.slug AS comic_slug, c.writer, c.translations AS comic_translations
      FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
      WHERE ${match} AND ${COMIC_PUBLIC} AND ${EPISODE_PUBLIC}`,
      [at, ...params],
    );
    if (!r) throw notFound('Episode', 'CATALOG.EPISODE_NOT_FOUND');
    r = localized(localized(r, lang), lang, 'comic_translations', 'comic_');
    const summary = episodeSummaryOut(r, lang);
    const free = r.monetization === 'free';
    const episode: EpisodeDetail['episode'] = {
      ...summary,
      comicId: { _id: r.comic_id, id: r.comic_id, title: r.comic_title, slug: r.comic_slug },
      description: r.description,
      writer: r.writer,
      content: free ? (r.content as Array<{ image: string; sequence: number }>) : [],
    };
    if (!free) episode.locked = r.monetization === 'coin' ? CATALOG_MESSAGES.lockedForCoins : CATALOG_MESSAGES.lockedForMembers;
    const list = () => this.episodesOf([r.comic_id], at, 'number', lang);
    const listEpisode = now === undefined ? await this.cache.value(`episodes-of:${r.comic_id}:${lang}`, list) : await list();
    return { episode, listEpisode };
  }

  async about(lang: CatalogLanguage = 'en') {
    return (await this.q('SELECT * FROM catalog_about ORDER BY created_at', []))
      .map((row) => localized(row, lang))
      .map((r) => ({
        _id: r.id,
        id: r.id,
        banner: r.banner,
        vision: r.vision,
        vision_text: r.vision_text,
        content: localizedEntries<{ title: string; detail: string }>(r.content, lang),
      }));
  }

  async faq(lang: CatalogLanguage = 'en') {
    return (await this.q('SELECT * FROM catalog_faq_groups ORDER BY position, title', []))
      .map((row) => localized(row, lang))
      .map((r) => ({
        _id: r.id,
        id: r.id,
        title: r.title,
        content: localizedEntries<{ question: string; answer: string }>(r.content, lang),
      }));
  }

  async staticPages(lang: CatalogLanguage = 'en') {
    return (await this.q('SELECT * FROM catalog_static_pages ORDER BY page', []))
      .map((row) => localized(row, lang))
      .map((r) => ({ _id: r.id, id: r.id, page: r.page, content: r.content }));
  }

  async coinPacks(lang: CatalogLanguage = 'en') {
    return (await this.q(`SELECT * FROM catalog_coin_packs WHERE status = 'active' ORDER BY currency DESC, position`, [])).map((r) =>
      coinPackOut(r, lang),
    );
  }

  async plans(lang: CatalogLanguage = 'en') {
    return (await this.q(`SELECT * FROM catalog_plans WHERE status = 'active' ORDER BY duration, position`, [])).map((r) =>
      planOut(r, lang),
    );
  }

  /** Valid gifts; a rental gift only while its episode is public. */
  async gifts(now = this.now(), lang: CatalogLanguage = 'en') {
    return (
      await this.q(
        `SELECT g.*, e.title AS episode_title, e.translations AS episode_translations, e.comic_id AS episode_comic_id FROM catalog_gifts g
      LEFT JOIN catalog_episodes e ON e.id = g.episode_id LEFT JOIN catalog_comics c ON c.id = e.comic_id
      WHERE ${GIFT_VALID} AND (g.episode_id IS NULL OR (${EPISODE_PUBLIC} AND ${COMIC_PUBLIC}))
      ORDER BY g.expiry_date, g.title`,
        [now],
      )
    ).map((r) => giftOut(r, lang));
  }

  /** A promo by its code (case-insensitive): unknown → 404, outside its window → 409. */
  async promoByName(name: string, now = this.now()) {
    if (!name || name.length > 50) throw notFound('Promo code', 'PROMO.NOT_FOUND');
    const [r] = await this.q('SELECT * FROM catalog_promos WHERE lower(name) = lower($1)', [name]);
    if (!r) throw notFound('Promo code', 'PROMO.NOT_FOUND');
    if (r.valid_from && now < r.valid_from) throw conflict('PROMO.NOT_STARTED', CATALOG_MESSAGES.promoNotStarted);
    if (r.valid_to && now > r.valid_to) throw conflict('PROMO.EXPIRED', CATALOG_MESSAGES.promoExpired);
    return promoOut(r);
  }

  async notifications(now = this.now(), lang: CatalogLanguage = 'en') {
    return (await this.q('SELECT * FROM catalog_notifications WHERE schedule <= $1 ORDER BY schedule DESC', [now])).map((r) =>
      notificationOut(r, lang),
    );
  }

  async notification(id: string, now = this.now(), lang: CatalogLanguage = 'en') {
    if (!isUuid(id)) throw notFound('Notification', 'CATALOG.NOTIFICATION_NOT_FOUND');
    const [r] = await this.q('SELECT * FROM catalog_notifications WHERE id = $2::uuid AND schedule <= $1', [now, id.toLowerCase()]);
    if (!r) throw notFound('Notification', 'CATALOG.NOTIFICATION_NOT_FOUND');
    return notificationOut(r, lang);
  }

  /**
   * Names of comics and episodes by id, whatever their publication (histories name what was
   * bought); an episode's comic comes along, so a line naming only the episode can name both.
   */
  async names(comicIds: readonly string[], episodeIds: readonly string[], lang: CatalogLanguage = 'en'): Promise<CatalogNames> {
    const eIds = [...new Set(episodeIds)].filter(isUuid);
    const episodes = eIds.length
      ? await this.q(`SELECT id, comic_id, episode_number, title, translations FROM catalog_episodes WHERE id = ANY($1::uuid[])`, [eIds])
      : [];
    const cIds = [...new Set([...comicIds, ...episodes.map((e) => e.comic_id as string)])].filter(isUuid);
    const comics = cIds.length
      ? await this.q(`SELECT id, slug, title, translations FROM catalog_comics WHERE id = ANY($1::uuid[])`, [cIds])
      : [];
    return {
      comics: new Map(comics.map((row) => localized(row, lang)).map((c) => [c.id, { id: c.id, slug: c.slug, title: c.title }])),
      episodes: new Map(
        episodes
          .map((row) => localized(row, lang))
          .map((e) => [e.id, { id: e.id, comicId: e.comic_id, episodeNumber: e.episode_number, title: e.title }]),
      ),
    };
  }

  /** Each comic's latest public episode: the latest released, then the highest number. */
  async latestEpisodes(comicIds: readonly string[], now = this.now(), lang: CatalogLanguage = 'en'): Promise<EpisodeSummaryOut[]> {
    const valid = comicIds.filter(isUuid);
    if (!valid.length) return [];
    const rows = await this.named(
      `SELECT DISTINCT ON (e.comic_id) ${EPISODE_COLUMNS} FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
      WHERE e.comic_id = ANY($2::uuid[]) AND c.id = ANY($2::uuid[]) AND ${COMIC_PUBLIC} AND ${EPISODE_PUBLIC}
      ORDER BY e.comic_id, e.release_date DESC, e.episode_number DESC`,
      [now, valid],
    );
    return rows.map((r) => episodeSummaryOut(r, lang));
  }

  /** Comics by id (public only), for DataLoader. */
  async comicsByIds(ids: readonly string[], now = this.now(), lang: CatalogLanguage = 'en'): Promise<ComicOut[]> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return [];
    return (
      await this.named(
        `SELECT ${COMIC_COLUMNS} FROM catalog_comics c WHERE c.id = ANY($2::uuid[]) AND ${COMIC_PUBLIC} AND $1::timestamptz IS NOT NULL`,
        [now, valid],
      )
    ).map((r) => comicOut(r, lang));
  }
}

type Answer<K extends keyof CatalogQueries> = CatalogQueries[K] extends (...args: never[]) => Promise<infer R> ? R : never;
export type AllContent = Answer<'allContent'>;
export type PopularTag = Answer<'popularTags'>[number];
export type AdminData = Answer<'adminData'>;
export type AboutOut = Answer<'about'>[number];
export type FaqGroupOut = Answer<'faq'>[number];
export type StaticPageOut = Answer<'staticPages'>[number];
