import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage, ComicOut } from '../../../catalog/index.js';
import type { LibraryFilter, ShelfPage } from '../../library/library.shelf.js';

export interface RecentEntry {
  comic: ComicOut;
  episodeId: string;
  episodeNumber: number | null;
  percentage: number;
  readAt: Date;
}

/** My Library 'Recent' (and home's Recently Read): the comics read, last read first, with the episode and position to continue at. */
export class GetLibraryRecentQuery extends Query<ShelfPage<RecentEntry>> {
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
