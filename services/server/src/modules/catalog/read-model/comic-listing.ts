import { validationError } from '../../../platform/errors/domain-error.js';
import type { Queryable } from '../../../platform/database/pg-pool.js';
import { CATALOG_LANGUAGES, type CatalogLanguage } from '../catalog.language.js';
import { CATALOG_MESSAGES } from '../catalog.messages.js';
import { COMIC_COLUMNS, comicOut, type ComicOut, type Page } from './catalog.rows.js';
import { COMIC_PUBLIC } from './catalog.publication-sql.js';

export type ComicSort = 'popular' | 'newest' | 'title';
export interface ComicFilter {
  genre?: string;
  tag?: string;
  weekday?: string;
  freeOnly?: boolean;
  own?: boolean;
  writer?: string;
  /** Contained in the title, a tag or a translated title (any case); its length is the search slice's rule. */
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

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const WEEKDAYS = new Set(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);

/**
 * The listing pages' comics (home, genres, daily, free, tag, writer, search): public comics at
 * `now` filtered and sorted, one page of them (`limit` 1..100) and how many match in all.
 */
export async function listComics(db: Queryable, f: ComicFilter, now: Date, lang: CatalogLanguage = 'en'): Promise<Page<ComicOut>> {
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
  if (f.search !== undefined)
    add(
      (p) => `(c.title ILIKE ${p} OR EXISTS (SELECT 1 FROM unnest(c.tags) t WHERE t ILIKE ${p})
        OR EXISTS (SELECT 1 FROM jsonb_each(c.translations) l WHERE l.value ->> 'title' ILIKE ${p}))`,
      `%${likeEscape(f.search.trim())}%`,
    );
  const order = orderBy(f.sort ?? 'newest', f.reversed ?? false, CATALOG_LANGUAGES.includes(lang) ? lang : 'en');
  const limit = Math.min(Math.max(f.limit ?? 20, 1), 100);
  const offset = Math.min(Math.max(f.offset ?? 0, 0), 1_000_000);
  const { rows } = await db.query(
    `SELECT ${COMIC_COLUMNS}, count(*) OVER () AS total FROM catalog_comics c
      WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const total = rows.length
    ? Number(rows[0].total)
    : offset > 0
      ? Number((await db.query(`SELECT count(*) AS n FROM catalog_comics c WHERE ${where.join(' AND ')}`, params)).rows[0].n)
      : 0;
  return { items: rows.map((r) => comicOut(r, lang)), total, offset, limit };
}
