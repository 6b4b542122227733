import { Query } from '@nestjs/cqrs';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The free tab: comics with free episodes, of every genre or one (any case). */
export class GetFreeComicsQuery extends Query<Page<ComicOut>> {
  constructor(
    readonly genre: string | undefined,
    readonly page: { offset: number; limit: number },
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
