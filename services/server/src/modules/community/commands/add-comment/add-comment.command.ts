import { Command } from '@nestjs/cqrs';
import type { CommentView } from '../../comments/comment-views.js';

/** Post a comment on an episode (docs/product.md Comments 'Add Comment'). `content` is checked by the handler, whatever its type. */
export class AddCommentCommand extends Command<CommentView> {
  constructor(
    readonly userId: string,
    readonly episodeId: string,
    readonly content: unknown,
    readonly comicId?: string,
  ) {
    super();
  }
}
