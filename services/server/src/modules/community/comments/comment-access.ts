import { Injectable } from '@nestjs/common';
import { isUuid } from '../community.inputs.js';
import { CommentStore, type CommentRow } from './comment-store.js';
import { communityErrors } from '../community.errors.js';

/** The comment a reader acts on: one they can see (not deleted; hidden ones only by their author), on the episode named if one is. */
@Injectable()
export class CommentAccess {
  constructor(private readonly comments: CommentStore) {}

  async visible(userId: string, commentId: string, episodeId?: string): Promise<CommentRow> {
    if (!isUuid(commentId) || (episodeId !== undefined && !isUuid(episodeId))) throw communityErrors.commentNotFound();
    const c = await this.comments.visible(commentId.toLowerCase(), userId);
    if (!c || (episodeId !== undefined && c.episodeId !== episodeId.toLowerCase())) throw communityErrors.commentNotFound();
    return c;
  }
}
