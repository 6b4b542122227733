import { Injectable } from '@nestjs/common';
import { prepared } from '../../../platform/database/pg-pool.js';
import { ReadPool } from '../../../platform/database/read-pool.js';
import { Clock } from '../../../platform/clock/clock.js';
import { notFound } from '../../../platform/errors/domain-error.js';
import { isUuid } from '../catalog.ids.js';
import type { CatalogLanguage } from '../catalog.language.js';
import { notificationDue, notificationsDue } from '../queries/get-notifications/notifications.read.js';
import {
  COMIC_COLUMNS,
  comicOut,
  EPISODE_COLUMNS,
  episodeSummaryOut,
  type ComicOut,
  type EpisodeSummaryOut,
  type NotificationOut,
} from './catalog.rows.js';
import { COMIC_PUBLIC, EPISODE_PUBLIC } from './catalog.publication-sql.js';

/**
 * The reads of public comics and episodes that several of the catalog's slices, its GraphQL
 * loaders and other contexts share, under the publication rules (catalog.publication-sql.ts),
 * texts in `lang` (the reader's language; an untranslated text stays English). Other contexts
 * reach it only through the catalog's index; a read one slice makes lives in that slice.
 */
@Injectable()
export class CatalogQueries {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  /** A public comic by id or slug; 404 otherwise (drafts and scheduled comics do not exist for readers). */
  async comic(idOrSlug: string, now = this.clock.now(), lang: CatalogLanguage = 'en'): Promise<ComicOut> {
    const byId = isUuid(idOrSlug);
    if (!byId && (idOrSlug.length > 200 || !idOrSlug)) throw notFound('Comic', 'CATALOG.COMIC_NOT_FOUND');
    const {
      rows: [r],
    } = await this.pool.query(
      `SELECT ${COMIC_COLUMNS} FROM catalog_comics c WHERE ${byId ? 'c.id = $2::uuid' : 'c.slug = $2'} AND ${COMIC_PUBLIC} AND $1::timestamptz IS NOT NULL`,
      [now, byId ? idOrSlug.toLowerCase() : idOrSlug],
    );
    if (!r) throw notFound('Comic', 'CATALOG.COMIC_NOT_FOUND');
    return comicOut(r, lang);
  }

  /** Comics by id (public only), for DataLoader: a named statement (pg-pool `prepared`), asked by every shelf and page. */
  async comicsByIds(ids: readonly string[], now = this.clock.now(), lang: CatalogLanguage = 'en'): Promise<ComicOut[]> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return [];
    const { rows } = await this.pool.query(
      prepared(
        `SELECT ${COMIC_COLUMNS} FROM catalog_comics c WHERE c.id = ANY($2::uuid[]) AND ${COMIC_PUBLIC} AND $1::timestamptz IS NOT NULL`,
        [now, valid],
      ),
    );
    return rows.map((r) => comicOut(r, lang));
  }

  /** Public episodes of public comics, in episode-number order (or newest created first). */
  async episodesOf(
    comicIds: string[],
    now = this.clock.now(),
    order: 'number' | 'newest' = 'number',
    lang: CatalogLanguage = 'en',
  ): Promise<EpisodeSummaryOut[]> {
    if (!comicIds.length) return [];
    const { rows } = await this.pool.query(
      `SELECT ${EPISODE_COLUMNS} FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
      WHERE e.comic_id = ANY($2::uuid[]) AND ${COMIC_PUBLIC} AND ${EPISODE_PUBLIC}
      ORDER BY ${order === 'newest' ? 'e.created_at DESC, e.episode_number DESC' : 'e.episode_number'}`,
      [now, comicIds],
    );
    return rows.map((r) => episodeSummaryOut(r, lang));
  }

  /** Each comic's latest public episode: the latest released, then the highest number (a named statement). */
  async latestEpisodes(comicIds: readonly string[], now = this.clock.now(), lang: CatalogLanguage = 'en'): Promise<EpisodeSummaryOut[]> {
    const valid = comicIds.filter(isUuid);
    if (!valid.length) return [];
    const { rows } = await this.pool.query(
      prepared(
        `SELECT DISTINCT ON (e.comic_id) ${EPISODE_COLUMNS} FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
      WHERE e.comic_id = ANY($2::uuid[]) AND c.id = ANY($2::uuid[]) AND ${COMIC_PUBLIC} AND ${EPISODE_PUBLIC}
      ORDER BY e.comic_id, e.release_date DESC, e.episode_number DESC`,
        [now, valid],
      ),
    );
    return rows.map((r) => episodeSummaryOut(r, lang));
  }

  /** The notifications whose schedule has come, newest first (the inbox's list; the get-notifications slice's read). */
  notifications(now = this.clock.now(), lang: CatalogLanguage = 'en'): Promise<NotificationOut[]> {
    return notificationsDue(this.pool, now, lang);
  }

  /** One notification whose schedule has come; 404 otherwise (the inbox's detail and delivery). */
  notification(id: string, now = this.clock.now(), lang: CatalogLanguage = 'en'): Promise<NotificationOut> {
    return notificationDue(this.pool, id, now, lang);
  }
}
