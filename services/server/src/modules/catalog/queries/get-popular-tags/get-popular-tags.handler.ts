import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { GetPopularTagsQuery, type PopularTag } from './get-popular-tags.query.js';

/** In another language, a tag some comic translates (its translated tags name its own one for one). */
@QueryHandler(GetPopularTagsQuery)
export class GetPopularTagsHandler implements IQueryHandler<GetPopularTagsQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ lang }: GetPopularTagsQuery): Promise<PopularTag[]> {
    const sql =
      lang === 'en'
        ? 'SELECT id, tag FROM catalog_popular_tags ORDER BY position, tag'
        : `SELECT p.id, COALESCE((
        SELECT t.translated FROM catalog_comics c,
          unnest(c.tags, ARRAY(SELECT jsonb_array_elements_text(c.translations -> $1 -> 'tags'))) AS t(tag, translated)
        WHERE lower(t.tag) = lower(p.tag) AND t.translated IS NOT NULL ORDER BY c.id LIMIT 1), p.tag) AS tag
      FROM catalog_popular_tags p ORDER BY p.position, p.tag`;
    const { rows } = await this.pool.query<{ id: string; tag: string }>(sql, lang === 'en' ? [] : [lang]);
    return rows.map((r) => ({ _id: r.id, id: r.id, tag: r.tag }));
  }
}
