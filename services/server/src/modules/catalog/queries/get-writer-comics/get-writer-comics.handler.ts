import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetWriterComicsQuery } from './get-writer-comics.query.js';

/** Writer names are at most 200 characters: a longer one has no comics. */
const WRITER_MAX = 200;

@QueryHandler(GetWriterComicsQuery)
export class GetWriterComicsHandler implements IQueryHandler<GetWriterComicsQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ writerName, page: { offset = 0, limit = 100 }, at, lang }: GetWriterComicsQuery): Promise<Page<ComicOut>> {
    if (writerName.length > WRITER_MAX) return { items: [], total: 0, offset, limit };
    return listComics(this.pool, { writer: writerName, sort: 'newest', offset, limit }, at ?? this.clock.now(), lang);
  }
}
