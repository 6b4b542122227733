import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import type { PlanOut } from '../../read-model/catalog.rows.js';
import { GetPlansQuery } from './get-plans.query.js';

@QueryHandler(GetPlansQuery)
export class GetPlansHandler implements IQueryHandler<GetPlansQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ lang }: GetPlansQuery): Promise<PlanOut[]> {
    return this.catalog.plans(lang);
  }
}
