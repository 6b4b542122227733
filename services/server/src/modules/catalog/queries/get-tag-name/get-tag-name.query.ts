import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../catalog.language.js';

/**
 * The tag page's heading: a tag (as its address names it, in any language a comic carries it in)
 * in `lang`, as the comics' tag chips show it; the tag itself when no public comic carries it.
 */
export class GetTagNameQuery extends Query<string> {
  constructor(
    readonly tag: string,
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
