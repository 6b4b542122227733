import { Query } from '@nestjs/cqrs';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The daily tab: NEW (newest first) or the comics updated on a weekday MON..SUN (any case). */
export class GetDailyComicsQuery extends Query<Page<ComicOut>> {
  constructor(
    readonly day: string,
    readonly page: { offset: number; limit: number },
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
