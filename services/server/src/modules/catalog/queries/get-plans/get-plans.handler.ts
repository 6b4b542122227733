import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { planOut, type PlanOut } from '../../read-model/catalog.rows.js';
import { GetPlansQuery } from './get-plans.query.js';

@QueryHandler(GetPlansQuery)
export class GetPlansHandler implements IQueryHandler<GetPlansQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ lang }: GetPlansQuery): Promise<PlanOut[]> {
    const { rows } = await this.pool.query(`SELECT * FROM catalog_plans WHERE status = 'active' ORDER BY duration, position`);
    return rows.map((r) => planOut(r, lang));
  }
}
