import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import { listComics } from '../../read-model/comic-listing.js';
import { SEARCH_MAX, SearchComicsQuery } from './search-comics.query.js';

@QueryHandler(SearchComicsQuery)
export class SearchComicsHandler implements IQueryHandler<SearchComicsQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ text, page: { offset, limit }, at, lang }: SearchComicsQuery): Promise<Page<ComicOut>> {
    if (text.trim().length > SEARCH_MAX) throw validationError(CATALOG_MESSAGES.searchTooLong(SEARCH_MAX));
    return listComics(this.pool, { search: text, sort: 'title', offset, limit }, at ?? this.clock.now(), lang);
  }
}
