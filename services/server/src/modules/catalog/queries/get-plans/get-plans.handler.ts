import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { planOut, type PlanOut } from '../../read-model/catalog.rows.js';
import { GetPlansQuery } from './get-plans.query.js';

@QueryHandler(GetPlansQuery)
export class GetPlansHandler implements IQueryHandler<GetPlansQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ lang }: GetPlansQuery): Promise<PlanOut[]> {
    const { rows } = await this.pool.query(`SELECT * FROM catalog_plans WHERE status = 'active' ORDER BY duration, position`);
    return rows.map((r) => planOut(r, lang));
  }
}
