import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage, ComicOut } from '../../../catalog/index.js';
import type { LibraryFilter, ShelfPage } from '../../library/library.shelf.js';

export interface SubscribedEntry {
  comic: ComicOut;
  since: Date;
  latest: { episodeNumber: number; title: string; releaseDate: string } | null;
}

/** My Library 'Subscribed': the belled comics, the one with the newest live episode first. */
export class GetLibrarySubscribedQuery extends Query<ShelfPage<SubscribedEntry>> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly pageSize: number,
    readonly filter: LibraryFilter = 'all',
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
