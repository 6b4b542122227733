import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetGenresQuery } from './get-genres.query.js';

/** Taken from the first 100 public comics by title. */
@QueryHandler(GetGenresQuery)
export class GetGenresHandler implements IQueryHandler<GetGenresQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ at, lang }: GetGenresQuery): Promise<string[]> {
    const all = await listComics(this.pool, { limit: 100, sort: 'title' }, at ?? this.clock.now(), lang);
    return [...new Set(all.items.map((c) => c.genre))].sort();
  }
}
