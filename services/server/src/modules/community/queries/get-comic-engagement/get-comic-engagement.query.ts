import { Query } from '@nestjs/cqrs';
import type { EngagementCounts } from '../../engagement.read-model.js';

export interface ComicEngagementView extends EngagementCounts {
  comicId: string;
  liked: boolean;
  interest: boolean | null;
}

/** A comic's counts with the asking reader's marks (none for a visitor). */
export class GetComicEngagementQuery extends Query<ComicEngagementView> {
  constructor(
    readonly userId: string | undefined,
    readonly comicId: string,
  ) {
    super();
  }
}
