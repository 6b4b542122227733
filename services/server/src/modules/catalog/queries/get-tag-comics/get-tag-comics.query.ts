import { Query } from '@nestjs/cqrs';
import type { ComicSort, Page } from '../../read-model/catalog.queries.js';
import type { ComicOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The tag page: comics with the tag (any case), most read, newest or by title. */
export class GetTagComicsQuery extends Query<Page<ComicOut>> {
  constructor(
    readonly tag: string,
    readonly sort: ComicSort,
    readonly page: { offset: number; limit: number },
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
    readonly reversed = false,
  ) {
    super();
  }
}
