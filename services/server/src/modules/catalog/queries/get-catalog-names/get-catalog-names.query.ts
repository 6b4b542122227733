import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../catalog.language.js';

export interface ComicName {
  id: string;
  slug: string;
  title: string;
}
export interface EpisodeName {
  id: string;
  comicId: string;
  episodeNumber: number;
  title: string;
}
export interface CatalogNames {
  comics: Map<string, ComicName>;
  episodes: Map<string, EpisodeName>;
}

/**
 * What other contexts' histories need to name what a reader bought: comics (slug and title) and
 * episodes (comic, number, title) by id, titles in `lang`. Whatever their publication now: a
 * purchase stays named after its comic is retired. Unknown ids are left out.
 */
export class GetCatalogNamesQuery extends Query<CatalogNames> {
  constructor(
    readonly comicIds: readonly string[],
    readonly episodeIds: readonly string[],
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
