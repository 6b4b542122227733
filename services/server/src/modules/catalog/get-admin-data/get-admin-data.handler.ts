import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type AdminData } from '../read-model/catalog.queries.js';
import { GetAdminDataQuery } from './get-admin-data.query.js';

@QueryHandler(GetAdminDataQuery)
export class GetAdminDataHandler implements IQueryHandler<GetAdminDataQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute(): Promise<AdminData> { return this.catalog.adminData(); }
}
