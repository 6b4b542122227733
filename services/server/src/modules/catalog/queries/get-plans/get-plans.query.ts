import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { PlanOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The active membership plans, shortest first. */
export class GetPlansQuery extends Query<PlanOut[]> implements CachedRead<PlanOut[]> {
  readonly cacheKey: string;
  constructor(readonly lang: CatalogLanguage = 'en') {
    super();
    this.cacheKey = `plan:${lang}`;
  }
}
