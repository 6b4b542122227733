import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { SlideOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** A home slide in its window, with its rich-text page; 404 otherwise. */
export class GetHomeSlideQuery extends Query<SlideOut> implements CachedRead<SlideOut> {
  readonly cacheKey: string;
  constructor(
    readonly id: string,
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `home-slide:${id}:${lang}`;
  }
}
