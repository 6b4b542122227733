import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../cache/cached-read.js';
import type { FaqGroupOut } from '../read-model/catalog.queries.js';

/** The FAQ groups in their set order. */
export class GetFaqQuery extends Query<FaqGroupOut[]> implements CachedRead<FaqGroupOut[]> {
  readonly cacheKey = 'faq';
}
