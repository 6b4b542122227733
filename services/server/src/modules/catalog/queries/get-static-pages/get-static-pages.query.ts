import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { StaticPageOut } from '../../read-model/catalog.queries.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The static pages (terms, privacy, …) by page name. */
export class GetStaticPagesQuery extends Query<StaticPageOut[]> implements CachedRead<StaticPageOut[]> {
  readonly cacheKey: string;
  constructor(readonly lang: CatalogLanguage = 'en') {
    super();
    this.cacheKey = `static:${lang}`;
  }
}
