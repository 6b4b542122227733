import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { localized, localizedEntries } from '../../catalog.language.js';
import { GetFaqQuery, type FaqGroupOut } from './get-faq.query.js';

@QueryHandler(GetFaqQuery)
export class GetFaqHandler implements IQueryHandler<GetFaqQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ lang }: GetFaqQuery): Promise<FaqGroupOut[]> {
    const { rows } = await this.pool.query('SELECT * FROM catalog_faq_groups ORDER BY position, title');
    return rows
      .map((row) => localized(row, lang))
      .map((r) => ({
        _id: r.id,
        id: r.id,
        title: r.title,
        content: localizedEntries<{ question: string; answer: string }>(r.content, lang),
      }));
  }
}
