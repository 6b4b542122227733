import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The genres that have published comics (the genre tabs), A–Z. */
export class GetGenresQuery extends Query<string[]> {
  constructor(
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
