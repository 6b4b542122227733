import { Query } from '@nestjs/cqrs';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The genre tab (and /more/{genre}): every comic, or those of one genre (any case). */
export class GetGenreComicsQuery extends Query<Page<ComicOut>> {
  constructor(
    readonly genre: string | undefined,
    readonly page: { offset: number; limit: number },
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
