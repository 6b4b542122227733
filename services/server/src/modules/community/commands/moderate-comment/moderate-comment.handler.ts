import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CommentStore } from '../../comments/comment-store.js';
import { communityErrors } from '../../community.errors.js';
import { isUuid } from '../../community.inputs.js';
import { ModerationStore } from '../../moderation/moderation-store.js';
import { ModerateCommentCommand } from './moderate-comment.command.js';

/**
 * Every act is logged with its actor and reason, also one that changes nothing (hiding a hidden
 * comment). A hide upholds the comment's reports (their reporters weigh more next time); a
 * restore dismisses them and clears their weight, so the same reports cannot hide it again.
 */
@CommandHandler(ModerateCommentCommand)
export class ModerateCommentHandler implements ICommandHandler<ModerateCommentCommand> {
  constructor(
    private readonly comments: CommentStore,
    private readonly moderation: ModerationStore,
    private readonly clock: Clock,
  ) {}

  async execute({ commentId, action, actor, reason }: ModerateCommentCommand) {
    if (!reason?.trim()) throw validationError('reason: is required');
    if (!actor?.trim()) throw validationError('actor: is required');
    if (!isUuid(commentId)) throw communityErrors.commentNotFound();
    const now = this.clock.now();
    return this.comments.transaction(async (tx) => {
      const c = await this.comments.byId(commentId.toLowerCase(), tx, true);
      if (!c) throw communityErrors.commentNotFound();
      const changed = action === 'hide' ? !c.hidden : c.hidden;
      if (changed && action === 'hide') {
        await this.moderation.hide(tx, c.id, `staff:${actor}`, reason.trim(), now);
        await this.comments.moveCount(tx, c.episodeId, -1);
      } else if (changed) {
        await this.moderation.restore(tx, c.id);
        await this.comments.moveCount(tx, c.episodeId, 1);
      }
      await this.moderation.log(tx, {
        action,
        commentId: c.id,
        userId: c.userId,
        actor: actor.trim(),
        reason: reason.trim(),
        detail: { changed },
        at: now,
      });
      return { commentId: c.id, hidden: action === 'hide', changed };
    });
  }
}
