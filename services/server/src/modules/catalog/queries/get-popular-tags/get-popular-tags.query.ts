import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { CatalogLanguage } from '../../catalog.language.js';

export interface PopularTag {
  _id: string;
  id: string;
  tag: string;
}

/** The popular tags in their set order. */
export class GetPopularTagsQuery extends Query<PopularTag[]> implements CachedRead<PopularTag[]> {
  readonly cacheKey: string;
  constructor(readonly lang: CatalogLanguage = 'en') {
    super();
    this.cacheKey = `popular-tag:${lang}`;
  }
}
