import type { ComicOut } from '../../../catalog/index.js';
import { LibraryShelfQuery } from '../../library/library.shelf.js';

export interface SubscribedEntry {
  comic: ComicOut;
  since: Date;
  latest: { episodeNumber: number; title: string; releaseDate: string } | null;
}

/** My Library 'Subscribed': the belled comics, the one with the newest live episode first. */
export class GetLibrarySubscribedQuery extends LibraryShelfQuery<SubscribedEntry> {}
