import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EpisodeCommentCountPort } from '../../../catalog/index.js';
import { CommentStore } from '../../comments/comment-store.js';

/** The catalog's question: how many comments an episode shows (not deleted, not hidden by moderation). */
@QueryHandler(EpisodeCommentCountPort)
export class CountEpisodeCommentsHandler implements IQueryHandler<EpisodeCommentCountPort> {
  constructor(private readonly comments: CommentStore) {}
  execute({ episodeId }: EpisodeCommentCountPort): Promise<number> {
    return this.comments.count(episodeId);
  }
}
