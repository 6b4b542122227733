import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The writer page: a writer's public comics (name case-insensitive), newest first; the REST call asks for 100. */
export class GetWriterComicsQuery extends Query<Page<ComicOut>> implements CachedRead<Page<ComicOut>> {
  readonly cacheKey: string;
  constructor(
    readonly writerName: string,
    readonly page: { offset?: number; limit?: number } = {},
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `writer:${writerName.toLowerCase()}:${page.offset ?? 0}:${page.limit ?? 100}:${lang}`;
  }
}
