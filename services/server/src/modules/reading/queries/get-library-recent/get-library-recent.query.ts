import type { ComicOut } from '../../../catalog/index.js';
import { LibraryShelfQuery } from '../../library/library.shelf.js';

export interface RecentEntry {
  comic: ComicOut;
  episodeId: string;
  episodeNumber: number | null;
  percentage: number;
  readAt: Date;
}

/** My Library 'Recent' (and home's Recently Read): the comics read, last read first, with the episode and position to continue at. */
export class GetLibraryRecentQuery extends LibraryShelfQuery<RecentEntry> {}
