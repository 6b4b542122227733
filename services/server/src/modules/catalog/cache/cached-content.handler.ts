import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogCache, type CachedBody } from './catalog-cache.js';
import { CachedContentQuery } from './cached-read.js';

/** Answers the read through the bus on a miss; a failed read (a 404) is not kept. */
@QueryHandler(CachedContentQuery)
export class CachedContentHandler implements IQueryHandler<CachedContentQuery<unknown>> {
  constructor(
    private readonly cache: CatalogCache,
    private readonly queries: QueryBus,
  ) {}

  execute({ read, body }: CachedContentQuery<unknown>): Promise<CachedBody> {
    return this.cache.get(read.cacheKey, async () => ({ success: true, ...body(await this.queries.execute(read)) }), {
      maxAgeMs: read.maxAgeMs,
    });
  }
}
