import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { notFound } from '../../../../platform/errors/domain-error.js';
import { CatalogCache } from '../../cache/catalog-cache.js';
import { localized, type CatalogLanguage } from '../../catalog.language.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import { EPISODE_COLUMNS, episodeSummaryOut } from '../../read-model/catalog.rows.js';
import { COMIC_PUBLIC, EPISODE_PUBLIC } from '../../read-model/catalog.publication-sql.js';
import type { EpisodeDetail } from './get-episode.query.js';

export type EpisodePage = Omit<EpisodeDetail, 'comments'>;

/**
 * One public episode and its comic's public episodes, by id or by comic slug and number. Page
 * images only for free episodes (the reading context decides access); others answer
 * `content: []` and the `locked` reason. At the clock's now (no `now`), the comic's list is built
 * once per catalog state (CatalogCache).
 */
@Injectable()
export class EpisodePageRead {
  constructor(
    private readonly pool: ReadPool,
    private readonly catalog: CatalogQueries,
    private readonly cache: CatalogCache,
    private readonly clock: Clock,
  ) {}

  async page(
    where: { id: string } | { comicSlug: string; number?: number },
    now: Date | undefined,
    lang: CatalogLanguage,
  ): Promise<EpisodePage> {
    const at = now ?? this.clock.now();
    if ('comicSlug' in where && (where.comicSlug.length > 200 || !Number.isInteger(where.number)))
      throw notFound('Episode', 'CATALOG.EPISODE_NOT_FOUND');
    const [match, params] =
      'comicSlug' in where ? ['c.slug = $2 AND e.episode_number = $3', [where.comicSlug, where.number]] : ['e.id = $2::uuid', [where.id]];
    const {
      rows: [row],
    } = await this.pool.query(
      `SELECT ${EPISODE_COLUMNS}, e.description, e.content, c.title AS comic_title, c.slug AS comic_slug, c.writer, c.translations AS comic_translations
      FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
      WHERE ${match} AND ${COMIC_PUBLIC} AND ${EPISODE_PUBLIC}`,
      [at, ...params],
    );
    if (!row) throw notFound('Episode', 'CATALOG.EPISODE_NOT_FOUND');
    const r = localized(localized(row, lang), lang, 'comic_translations', 'comic_');
    const free = r.monetization === 'free';
    const episode: EpisodeDetail['episode'] = {
      ...episodeSummaryOut(r, lang),
      comicId: { _id: r.comic_id, id: r.comic_id, title: r.comic_title, slug: r.comic_slug },
      description: r.description,
      writer: r.writer,
      content: free ? (r.content as Array<{ image: string; sequence: number }>) : [],
    };
    if (!free) episode.locked = r.monetization === 'coin' ? CATALOG_MESSAGES.lockedForCoins : CATALOG_MESSAGES.lockedForMembers;
    const list = () => this.catalog.episodesOf([r.comic_id], at, 'number', lang);
    const listEpisode = now === undefined ? await this.cache.value(`episodes-of:${r.comic_id}:${lang}`, list) : await list();
    return { episode, listEpisode };
  }
}
