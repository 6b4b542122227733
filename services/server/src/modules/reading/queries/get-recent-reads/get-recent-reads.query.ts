import { Query } from '@nestjs/cqrs';
import type { ComicOut } from '../../../catalog/index.js';

export interface RecentRead {
  comicId: string;
  episodeId: string;
  readPercentage: number;
  comic: ComicOut;
  readAt: Date;
}

/** The Recent shelf as get-comic-read gives it: newest first, at most 100, comics hidden since left out. */
export class GetRecentReadsQuery extends Query<RecentRead[]> {
  constructor(readonly userId: string) {
    super();
  }
}
