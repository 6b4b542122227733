import { Query } from '@nestjs/cqrs';

/**
 * Ports the catalog asks of the community context (which depends on the catalog, so the catalog
 * defines the questions and the community answers them with @QueryHandlers).
 */

/** How many readers like a comic and how often it was shared (comic detail). */
export class ComicEngagementCountsPort extends Query<{ likeCount: number; shareCount: number }> {
  constructor(readonly comicId: string) {
    super();
  }
}

/** How many comments an episode shows (get-comic-episode-data `comments`, EpisodeView.comments). */
export class EpisodeCommentCountPort extends Query<number> {
  constructor(readonly episodeId: string) {
    super();
  }
}
