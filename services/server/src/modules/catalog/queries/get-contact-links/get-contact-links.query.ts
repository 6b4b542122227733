import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { AdminData } from '../../read-model/catalog.queries.js';

/** The social links and the support address shown on the Contact Us page. */
export class GetContactLinksQuery extends Query<AdminData> implements CachedRead<AdminData> {
  readonly cacheKey = 'admin-data';
}
