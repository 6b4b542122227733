import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import type { GiftOut } from '../../read-model/catalog.rows.js';
import { GetGiftsQuery } from './get-gifts.query.js';

@QueryHandler(GetGiftsQuery)
export class GetGiftsHandler implements IQueryHandler<GetGiftsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ at, lang }: GetGiftsQuery): Promise<GiftOut[]> {
    return this.catalog.gifts(at, lang);
  }
}
