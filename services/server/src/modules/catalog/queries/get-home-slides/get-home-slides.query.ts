import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { SlideOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The home slides in their window (without their rich-text pages). */
export class GetHomeSlidesQuery extends Query<SlideOut[]> implements CachedRead<SlideOut[]> {
  readonly cacheKey: string;
  constructor(
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `home-slide:${lang}`;
  }
}
