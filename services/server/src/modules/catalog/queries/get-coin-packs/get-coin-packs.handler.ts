import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import type { CoinPackOut } from '../../read-model/catalog.rows.js';
import { GetCoinPacksQuery } from './get-coin-packs.query.js';

@QueryHandler(GetCoinPacksQuery)
export class GetCoinPacksHandler implements IQueryHandler<GetCoinPacksQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ lang }: GetCoinPacksQuery): Promise<CoinPackOut[]> {
    return this.catalog.coinPacks(lang);
  }
}
