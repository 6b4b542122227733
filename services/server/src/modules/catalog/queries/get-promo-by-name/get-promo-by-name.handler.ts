import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import type { PromoOut } from '../../read-model/catalog.rows.js';
import { GetPromoByNameQuery } from './get-promo-by-name.query.js';

@QueryHandler(GetPromoByNameQuery)
export class GetPromoByNameHandler implements IQueryHandler<GetPromoByNameQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ name, at }: GetPromoByNameQuery): Promise<PromoOut> {
    return this.catalog.promoByName(name, at);
  }
}
