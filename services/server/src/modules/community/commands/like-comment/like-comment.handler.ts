import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { CommentAccess } from '../../comments/comment-access.js';
import { CommentStore } from '../../comments/comment-store.js';
import { LikeCommentCommand } from './like-comment.command.js';

@CommandHandler(LikeCommentCommand)
export class LikeCommentHandler implements ICommandHandler<LikeCommentCommand> {
  constructor(
    private readonly access: CommentAccess,
    private readonly comments: CommentStore,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, commentId, episodeId, like }: LikeCommentCommand) {
    const c = await this.access.visible(userId, commentId, episodeId);
    const r = await this.comments.setLike(c.id, userId, like, this.clock.now());
    return { commentId: c.id, ...r };
  }
}
