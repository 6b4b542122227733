import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { PromoOut } from '../../read-model/catalog.rows.js';

/** A promo by its code (case-insensitive): unknown → 404 PROMO.NOT_FOUND, outside its window → 409. */
export class GetPromoByNameQuery extends Query<PromoOut> implements CachedRead<PromoOut> {
  readonly cacheKey: string;
  constructor(
    readonly name: string,
    readonly at?: Date,
  ) {
    super();
    this.cacheKey = `promo:${name.toLowerCase()}`;
  }
}
