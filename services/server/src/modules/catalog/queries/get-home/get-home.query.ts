import { Query } from '@nestjs/cqrs';
import type { ComicOut, SlideOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

export interface HomeSections {
  slides: SlideOut[];
  newReleases: ComicOut[];
  freeEpisode: ComicOut[];
  showcase: ComicOut[];
  genres: string[];
}

/** The home sections (docs/product.md Home): slides, 6 newest, 6 newest with free episodes, 12 own manga, the genres. */
export class GetHomeQuery extends Query<HomeSections> {
  constructor(
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
