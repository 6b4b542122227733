import { Query } from '@nestjs/cqrs';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import type { ComicSort } from '../../read-model/comic-listing.js';
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
