import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type FaqGroupOut } from '../../read-model/catalog.queries.js';
import { GetFaqQuery } from './get-faq.query.js';

@QueryHandler(GetFaqQuery)
export class GetFaqHandler implements IQueryHandler<GetFaqQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ lang }: GetFaqQuery): Promise<FaqGroupOut[]> {
    return this.catalog.faq(lang);
  }
}
