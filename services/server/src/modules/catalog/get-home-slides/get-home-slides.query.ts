import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../cache/cached-read.js';
import type { SlideOut } from '../read-model/catalog.rows.js';

/** The home slides in their window (without their rich-text pages). */
export class GetHomeSlidesQuery extends Query<SlideOut[]> implements CachedRead<SlideOut[]> {
  readonly cacheKey = 'home-slide';
  constructor(readonly at?: Date) { super(); }
}
