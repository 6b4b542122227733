import { Query } from '@nestjs/cqrs';
import type { CachedBody } from './catalog-cache.js';

/**
 * A content read whose answer depends only on its arguments and the catalog state, so its REST
 * body may be built once per catalog state (CatalogCache). Asked without `at` (the clock's now).
 */
export interface CachedRead<T> extends Query<T> {
  /** Names the answer among the content reads: equal keys, equal answers. */
  readonly cacheKey: string;
  /** Rebuilt at least this often even while the catalog state holds (reads move the ranking). */
  readonly maxAgeMs?: number;
}

/** The REST body `{ success: true, ...body(answer) }` of a content read, serialised with its ETag (and gzip). */
export class CachedContentQuery<T> extends Query<CachedBody> {
  constructor(
    readonly read: CachedRead<T>,
    readonly body: (answer: T) => Record<string, unknown>,
  ) {
    super();
  }
}
