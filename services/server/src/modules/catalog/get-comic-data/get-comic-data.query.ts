import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../cache/cached-read.js';
import type { ComicDetail } from '../read-model/catalog.queries.js';

/** Comic detail by id or slug: the public comic, its public episodes by number, its reads; 404 otherwise. */
export class GetComicDataQuery extends Query<ComicDetail> implements CachedRead<ComicDetail> {
  readonly cacheKey: string;
  constructor(readonly comicId: string, readonly at?: Date) { super(); this.cacheKey = `comic:${comicId}`; }
}
