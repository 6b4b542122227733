import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type AdminData } from '../../read-model/catalog.queries.js';
import { GetContactLinksQuery } from './get-contact-links.query.js';

@QueryHandler(GetContactLinksQuery)
export class GetContactLinksHandler implements IQueryHandler<GetContactLinksQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute(): Promise<AdminData> {
    return this.catalog.adminData();
  }
}
