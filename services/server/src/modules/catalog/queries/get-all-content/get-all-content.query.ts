import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { ComicOut, EpisodeSummaryOut, GiftOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** A comic as get-all-content lists it: without its images' widths. */
export type ComicWithoutWidths = Omit<ComicOut, 'thumbnailWidths' | 'coverImageWidths'>;

/** Own manga (`allComics`) and vendor series, each comic's latest public episode, and the valid gifts (the REST body as it is). */
export type AllContent = {
  allComics: ComicWithoutWidths[];
  allComicEpisodes: EpisodeSummaryOut[];
  allGift: GiftOut[];
  allSeries: ComicWithoutWidths[];
  allSeriesEpisodes: EpisodeSummaryOut[];
};

/** get-all-content: own manga and vendor series with each one's latest public episode, and the valid gifts. */
export class GetAllContentQuery extends Query<AllContent> implements CachedRead<AllContent> {
  readonly cacheKey: string;
  constructor(
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `all-content:${lang}`;
  }
}
