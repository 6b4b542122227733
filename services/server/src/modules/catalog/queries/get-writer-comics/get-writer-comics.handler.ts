import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries, type Page } from '../../read-model/catalog.queries.js';
import type { ComicOut } from '../../read-model/catalog.rows.js';
import { GetWriterComicsQuery } from './get-writer-comics.query.js';

/** Writer names are at most 200 characters: a longer one has no comics. */
const WRITER_MAX = 200;

@QueryHandler(GetWriterComicsQuery)
export class GetWriterComicsHandler implements IQueryHandler<GetWriterComicsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  async execute({ writerName, page: { offset = 0, limit = 100 }, at, lang }: GetWriterComicsQuery): Promise<Page<ComicOut>> {
    if (writerName.length > WRITER_MAX) return { items: [], total: 0, offset, limit };
    return this.catalog.comics({ writer: writerName, sort: 'newest', offset, limit }, at, lang);
  }
}
