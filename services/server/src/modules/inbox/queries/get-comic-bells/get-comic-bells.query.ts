import { Query } from '@nestjs/cqrs';

export interface ComicBell {
  comicId: string;
  since: Date;
}

/** The comics whose bell the reader turned on, most recent first (get-user-data's comicNotification, the Subscribed shelf). */
export class GetComicBellsQuery extends Query<ComicBell[]> {
  constructor(readonly userId: string) {
    super();
  }
}
