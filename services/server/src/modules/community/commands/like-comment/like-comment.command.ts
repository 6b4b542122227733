import { Command } from '@nestjs/cqrs';

/**
 * Like a comment: one like per reader. `like` true/false sets it (a double tap cannot undo itself);
 * left out, the call toggles (docs/product.md, The REST calls like-comment).
 */
export class LikeCommentCommand extends Command<{ commentId: string; liked: boolean; likeCount: number }> {
  constructor(
    readonly userId: string,
    readonly commentId: string,
    readonly episodeId?: string,
    readonly like?: boolean,
  ) {
    super();
  }
}
