import type { ComicOut } from '../../../catalog/index.js';
import { LibraryShelfQuery } from '../../library/library.shelf.js';

export interface UnlockedEntry {
  comic: ComicOut;
  episodes: Array<{ episodeId: string; episodeNumber: number; title: string; via: string; unlockedAt: Date }>;
  rentals: Array<{ episodeId: string; episodeNumber: number; title: string; expiresAt: Date; used: boolean }>;
  lastUnlockedAt: Date;
}

/** My Library 'Unlocked': bought and unlocked-all episodes and live rental passes, grouped by comic, latest first. */
export class GetLibraryUnlockedQuery extends LibraryShelfQuery<UnlockedEntry> {}
