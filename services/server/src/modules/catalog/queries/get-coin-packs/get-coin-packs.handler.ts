import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { coinPackOut, type CoinPackOut } from '../../read-model/catalog.rows.js';
import { GetCoinPacksQuery } from './get-coin-packs.query.js';

@QueryHandler(GetCoinPacksQuery)
export class GetCoinPacksHandler implements IQueryHandler<GetCoinPacksQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ lang }: GetCoinPacksQuery): Promise<CoinPackOut[]> {
    const { rows } = await this.pool.query(`SELECT * FROM catalog_coin_packs WHERE status = 'active' ORDER BY currency DESC, position`);
    return rows.map((r) => coinPackOut(r, lang));
  }
}
