import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { COMIC_PUBLIC } from '../../read-model/catalog.publication-sql.js';
import { GetTagNameQuery } from './get-tag-name.query.js';

/**
 * The tag as a public comic carrying it shows it in `lang`: its own tag (English) or its
 * translation, whichever of the two the given tag names (any case).
 */
@QueryHandler(GetTagNameQuery)
export class GetTagNameHandler implements IQueryHandler<GetTagNameQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ tag, at, lang }: GetTagNameQuery): Promise<string> {
    if (!tag) return tag;
    const {
      rows: [r],
    } = await this.pool.query<{ tag: string; translated: string | null }>(
      `SELECT t.tag, t.translated FROM catalog_comics c,
        unnest(c.tags, ARRAY(SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(c.translations -> $3 -> 'tags') = 'array' THEN c.translations -> $3 -> 'tags' ELSE '[]' END))) AS t(tag, translated)
      WHERE ${COMIC_PUBLIC} AND $1::timestamptz IS NOT NULL AND (lower(t.tag) = lower($2) OR lower(t.translated) = lower($2))
      ORDER BY (lower(t.tag) = lower($2)) DESC, c.id LIMIT 1`,
      [at ?? this.clock.now(), tag, lang === 'en' ? 'mn' : lang],
    );
    if (!r) return tag;
    return lang === 'en' ? r.tag : r.translated || r.tag;
  }
}
