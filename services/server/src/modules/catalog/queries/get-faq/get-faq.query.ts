import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { CatalogLanguage } from '../../catalog.language.js';

export interface FaqGroupOut {
  _id: string;
  id: string;
  title: string;
  content: Array<{ question: string; answer: string }>;
}

/** The FAQ groups in their set order. */
export class GetFaqQuery extends Query<FaqGroupOut[]> implements CachedRead<FaqGroupOut[]> {
  readonly cacheKey: string;
  constructor(readonly lang: CatalogLanguage = 'en') {
    super();
    this.cacheKey = `faq:${lang}`;
  }
}
