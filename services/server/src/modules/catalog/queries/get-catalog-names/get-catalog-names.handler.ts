import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { isUuid } from '../../catalog.ids.js';
import { localized } from '../../catalog.language.js';
import { GetCatalogNamesQuery, type CatalogNames } from './get-catalog-names.query.js';

/** Whatever their publication (histories name what was bought); an episode's comic comes along, so a line naming only the episode can name both. */
@QueryHandler(GetCatalogNamesQuery)
export class GetCatalogNamesHandler implements IQueryHandler<GetCatalogNamesQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ comicIds, episodeIds, lang }: GetCatalogNamesQuery): Promise<CatalogNames> {
    const eIds = [...new Set(episodeIds)].filter(isUuid);
    const episodes = eIds.length
      ? (
          await this.pool.query(
            `SELECT id, comic_id, episode_number, title, translations FROM catalog_episodes WHERE id = ANY($1::uuid[])`,
            [eIds],
          )
        ).rows
      : [];
    const cIds = [...new Set([...comicIds, ...episodes.map((e) => e.comic_id as string)])].filter(isUuid);
    const comics = cIds.length
      ? (await this.pool.query(`SELECT id, slug, title, translations FROM catalog_comics WHERE id = ANY($1::uuid[])`, [cIds])).rows
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
}
