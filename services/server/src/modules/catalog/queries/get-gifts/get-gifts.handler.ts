import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { giftOut, type GiftOut } from '../../read-model/catalog.rows.js';
import { COMIC_PUBLIC, EPISODE_PUBLIC, GIFT_VALID } from '../../read-model/catalog.publication-sql.js';
import { GetGiftsQuery } from './get-gifts.query.js';

/** Valid gifts; a rental gift only while its episode is public. */
@QueryHandler(GetGiftsQuery)
export class GetGiftsHandler implements IQueryHandler<GetGiftsQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ at, lang }: GetGiftsQuery): Promise<GiftOut[]> {
    const { rows } = await this.pool.query(
      `SELECT g.*, e.title AS episode_title, e.translations AS episode_translations, e.comic_id AS episode_comic_id FROM catalog_gifts g
      LEFT JOIN catalog_episodes e ON e.id = g.episode_id LEFT JOIN catalog_comics c ON c.id = e.comic_id
      WHERE ${GIFT_VALID} AND (g.episode_id IS NULL OR (${EPISODE_PUBLIC} AND ${COMIC_PUBLIC}))
      ORDER BY g.expiry_date, g.title`,
      [at ?? this.clock.now()],
    );
    return rows.map((r) => giftOut(r, lang));
  }
}
