import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { CoinPackOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The active coin packs, usd before mnt, in their set order. */
export class GetCoinPacksQuery extends Query<CoinPackOut[]> implements CachedRead<CoinPackOut[]> {
  readonly cacheKey: string;
  constructor(readonly lang: CatalogLanguage = 'en') {
    super();
    this.cacheKey = `coin-pack:${lang}`;
  }
}
