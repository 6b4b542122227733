import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { Page, RankedComic } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** Reads move the ranking without an import: its body is rebuilt at least this often. */
const RANKING_MAX_AGE_MS = 10_000;

/** The ranking tab of a period (all, week, day), most read first; the REST call asks for the first 50. */
export class GetRankingQuery extends Query<Page<RankedComic>> implements CachedRead<Page<RankedComic>> {
  readonly cacheKey: string;
  readonly maxAgeMs = RANKING_MAX_AGE_MS;
  constructor(
    readonly period: string,
    readonly page: { offset?: number; limit?: number } = {},
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `ranking:${period}:${page.offset ?? 0}:${page.limit ?? 50}:${lang}`;
  }
}
