import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { CommentAccess } from '../../comments/comment-access.js';
import { CommentStore } from '../../comments/comment-store.js';
import { communityErrors } from '../../community.errors.js';
import { DeleteCommentCommand } from './delete-comment.command.js';

@CommandHandler(DeleteCommentCommand)
export class DeleteCommentHandler implements ICommandHandler<DeleteCommentCommand> {
  constructor(
    private readonly access: CommentAccess,
    private readonly comments: CommentStore,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, commentId }: DeleteCommentCommand) {
    const c = await this.access.visible(userId, commentId);
    if (c.userId !== userId) throw communityErrors.notYourComment();
    await this.comments.transaction(async (tx) => {
      if (await this.comments.softDelete(tx, c.id, this.clock.now())) await this.comments.moveCount(tx, c.episodeId, -1);
    });
    return { commentId: c.id };
  }
}
