import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { AllContent } from '../../read-model/catalog.queries.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** get-all-content: own manga and vendor series with each one's latest public episode, and the valid gifts. */
export class GetAllContentQuery extends Query<AllContent> implements CachedRead<AllContent> {
  readonly cacheKey: string;
  constructor(
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `all-content:${lang}`;
  }
}
