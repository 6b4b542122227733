import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import type { CatalogLanguage } from '../../catalog.language.js';
import { COMIC_COLUMNS_WITHOUT_WIDTHS, comicOut, EPISODE_COLUMNS, episodeSummaryOut } from '../../read-model/catalog.rows.js';
import { COMIC_PUBLIC, EPISODE_PUBLIC } from '../../read-model/catalog.publication-sql.js';
import { GetGiftsQuery } from '../get-gifts/get-gifts.query.js';
import { GetAllContentQuery, type AllContent, type ComicWithoutWidths } from './get-all-content.query.js';

const comicWithoutWidths = (r: Record<string, unknown>, lang: CatalogLanguage): ComicWithoutWidths => {
  const { thumbnailWidths: _t, coverImageWidths: _c, ...comic } = comicOut(r, lang);
  return comic;
};

/**
 * Per comic only its latest public episode, so the body grows with comics, not with episodes.
 * Its comics carry no image widths: incompressible hashes would add about half again to the
 * whole catalog's body, and the pages draw their cards from the listing calls.
 */
@QueryHandler(GetAllContentQuery)
export class GetAllContentHandler implements IQueryHandler<GetAllContentQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ at, lang }: GetAllContentQuery): Promise<AllContent> {
    const now = at ?? this.clock.now();
    const [{ rows: comics }, { rows: latest }, gifts] = await Promise.all([
      this.pool.query(
        `SELECT ${COMIC_COLUMNS_WITHOUT_WIDTHS}, s.episode_count, s.latest_episode_number, s.latest_release_date
        FROM catalog_comics c
        LEFT JOIN LATERAL (SELECT count(*) AS episode_count, max(e.episode_number) AS latest_episode_number, max(e.release_date) AS latest_release_date
          FROM catalog_episodes e WHERE e.comic_id = c.id AND ${EPISODE_PUBLIC}) s ON true
        WHERE ${COMIC_PUBLIC} ORDER BY c.release_date DESC, c.created_at DESC, c.id`,
        [now],
      ),
      this.pool.query(
        `SELECT DISTINCT ON (e.comic_id) ${EPISODE_COLUMNS}, c.team_assignment
        FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
        WHERE ${COMIC_PUBLIC} AND ${EPISODE_PUBLIC} ORDER BY e.comic_id, e.episode_number DESC`,
        [now],
      ),
      this.queries.execute(new GetGiftsQuery(now, lang)),
    ]);
    return {
      allComics: comics.filter((r) => !r.team_assignment).map((r) => comicWithoutWidths(r, lang)),
      allComicEpisodes: latest.filter((r) => !r.team_assignment).map((r) => episodeSummaryOut(r, lang)),
      allGift: gifts,
      allSeries: comics.filter((r) => r.team_assignment).map((r) => comicWithoutWidths(r, lang)),
      allSeriesEpisodes: latest.filter((r) => r.team_assignment).map((r) => episodeSummaryOut(r, lang)),
    };
  }
}
