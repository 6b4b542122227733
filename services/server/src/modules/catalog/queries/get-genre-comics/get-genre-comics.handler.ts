import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import type { ComicOut, Page } from '../../read-model/catalog.rows.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetGenreComicsQuery } from './get-genre-comics.query.js';

@QueryHandler(GetGenreComicsQuery)
export class GetGenreComicsHandler implements IQueryHandler<GetGenreComicsQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  execute({ genre, page: { offset, limit }, at, lang }: GetGenreComicsQuery): Promise<Page<ComicOut>> {
    return listComics(this.pool, { genre, offset, limit }, at ?? this.clock.now(), lang);
  }
}
