import { Query } from '@nestjs/cqrs';

/** Where this reader stopped in the episode (0–100), to restore the position; null for a visitor or an unread episode. */
export class GetEpisodeProgressQuery extends Query<number | null> {
  constructor(
    readonly episodeId: string,
    readonly userId: string | undefined,
  ) {
    super();
  }
}
