import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { listComics } from '../../read-model/comic-listing.js';
import { GetGenresQuery } from './get-genres.query.js';

/** Taken from the first 100 public comics by title. */
@QueryHandler(GetGenresQuery)
export class GetGenresHandler implements IQueryHandler<GetGenresQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ at, lang }: GetGenresQuery): Promise<string[]> {
    const all = await listComics(this.pool, { limit: 100, sort: 'title' }, at ?? this.clock.now(), lang);
    return [...new Set(all.items.map((c) => c.genre))].sort();
  }
}
