import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { localized, localizedEntries } from '../../catalog.language.js';
import { GetAboutQuery, type AboutOut } from './get-about.query.js';

@QueryHandler(GetAboutQuery)
export class GetAboutHandler implements IQueryHandler<GetAboutQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ lang }: GetAboutQuery): Promise<AboutOut[]> {
    const { rows } = await this.pool.query('SELECT * FROM catalog_about ORDER BY created_at');
    return rows
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
}
