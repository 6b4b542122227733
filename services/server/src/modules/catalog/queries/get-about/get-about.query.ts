import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { AboutOut } from '../../read-model/catalog.queries.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The About page entries (the client shows the first). */
export class GetAboutQuery extends Query<AboutOut[]> implements CachedRead<AboutOut[]> {
  readonly cacheKey: string;
  constructor(readonly lang: CatalogLanguage = 'en') {
    super();
    this.cacheKey = `about:${lang}`;
  }
}
