import { Query } from '@nestjs/cqrs';
import type { CommentView } from '../../comments/comment-views.js';

export interface CommentPage {
  comments: CommentView[];
  endCursor: string | null;
  hasNextPage: boolean;
  total: number;
}

export const COMMENT_PAGE = { default: 20, max: 100 } as const;

/** get-episode-comment: an episode's comments, newest first, a page at a time, as the asker sees them. */
export class GetEpisodeCommentsQuery extends Query<CommentPage> {
  constructor(
    readonly askerId: string | null,
    readonly episodeId: string,
    readonly after?: string | null,
    readonly limit?: number,
  ) {
    super();
  }
}
