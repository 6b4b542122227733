import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { GiftOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The gifts that may be claimed today; a rental gift only while its episode is public. */
export class GetGiftsQuery extends Query<GiftOut[]> implements CachedRead<GiftOut[]> {
  readonly cacheKey: string;
  constructor(
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `gift:${lang}`;
  }
}
