import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import type { BannerOut } from '../../read-model/catalog.rows.js';
import { GetBannersQuery } from './get-banners.query.js';

@QueryHandler(GetBannersQuery)
export class GetBannersHandler implements IQueryHandler<GetBannersQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ page, at }: GetBannersQuery): Promise<BannerOut[]> {
    return this.catalog.banners(at, page);
  }
}
