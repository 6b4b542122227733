import { Query } from '@nestjs/cqrs';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The longest search text (trimmed). */
export const SEARCH_MAX = 50;

/** Search by title or tag: case-insensitive contains, at most SEARCH_MAX characters, by title. */
export class SearchComicsQuery extends Query<Page<ComicOut>> {
  constructor(
    readonly text: string,
    readonly page: { offset: number; limit: number },
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
