import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { CatalogLanguage } from '../../catalog.language.js';

export interface AboutOut {
  _id: string;
  id: string;
  banner: string;
  vision: string;
  vision_text: string;
  content: Array<{ title: string; detail: string }>;
}

/** The About page entries (the client shows the first). */
export class GetAboutQuery extends Query<AboutOut[]> implements CachedRead<AboutOut[]> {
  readonly cacheKey: string;
  constructor(readonly lang: CatalogLanguage = 'en') {
    super();
    this.cacheKey = `about:${lang}`;
  }
}
