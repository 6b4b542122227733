import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type AboutOut } from '../../read-model/catalog.queries.js';
import { GetAboutQuery } from './get-about.query.js';

@QueryHandler(GetAboutQuery)
export class GetAboutHandler implements IQueryHandler<GetAboutQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ lang }: GetAboutQuery): Promise<AboutOut[]> {
    return this.catalog.about(lang);
  }
}
