import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { BannerOut } from '../../read-model/catalog.rows.js';

/** The banners in their window, of every page or of one. */
export class GetBannersQuery extends Query<BannerOut[]> implements CachedRead<BannerOut[]> {
  readonly cacheKey: string;
  constructor(
    readonly page?: string,
    readonly at?: Date,
  ) {
    super();
    this.cacheKey = page === undefined ? 'banner' : `banner:${page}`;
  }
}
