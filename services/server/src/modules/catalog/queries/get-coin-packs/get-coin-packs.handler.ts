import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { coinPackOut, type CoinPackOut } from '../../read-model/catalog.rows.js';
import { GetCoinPacksQuery } from './get-coin-packs.query.js';

@QueryHandler(GetCoinPacksQuery)
export class GetCoinPacksHandler implements IQueryHandler<GetCoinPacksQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ lang }: GetCoinPacksQuery): Promise<CoinPackOut[]> {
    const { rows } = await this.pool.query(`SELECT * FROM catalog_coin_packs WHERE status = 'active' ORDER BY currency DESC, position`);
    return rows.map((r) => coinPackOut(r, lang));
  }
}
