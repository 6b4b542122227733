import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { CatalogLanguage } from '../../catalog.language.js';

export interface StaticPageOut {
  _id: string;
  id: string;
  page: string;
  content: string;
}

/** The static pages (terms, privacy, …) by page name. */
export class GetStaticPagesQuery extends Query<StaticPageOut[]> implements CachedRead<StaticPageOut[]> {
  readonly cacheKey: string;
  constructor(readonly lang: CatalogLanguage = 'en') {
    super();
    this.cacheKey = `static:${lang}`;
  }
}
