import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { GetUserProfilesQuery } from '../../../identity/index.js';
import { GetUnlocksQuery } from '../../../wallet/index.js';
import { CommentAccess } from '../../comments/comment-access.js';
import { CommentStore } from '../../comments/comment-store.js';
import { communityErrors } from '../../community.errors.js';
import { ModerationStore } from '../../moderation/moderation-store.js';
import { reportsHide, reportWeight } from '../../moderation/moderation.policy.js';
import { ReportCommentCommand } from './report-comment.command.js';

export const REPORT_REASON_MAX = 500;

/**
 * A report weighs by its reporter's standing (moderation.policy): account age (identity),
 * a verified purchase (wallet) and their past reports. Once a comment's reports reach the
 * threshold it is hidden from everyone but its author, in the same transaction as the report.
 */
@CommandHandler(ReportCommentCommand)
export class ReportCommentHandler implements ICommandHandler<ReportCommentCommand> {
  constructor(
    private readonly access: CommentAccess,
    private readonly comments: CommentStore,
    private readonly moderation: ModerationStore,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, commentId, reason, guiltyUser, episodeId }: ReportCommentCommand) {
    const why = typeof reason === 'string' ? reason.trim() : '';
    if ([...why].length > REPORT_REASON_MAX) throw validationError(`reason: at most ${REPORT_REASON_MAX} characters`);
    const c = await this.access.visible(userId, commentId, episodeId);
    if (c.userId === userId) throw communityErrors.reportSelf();
    if (guiltyUser !== undefined && guiltyUser.toLowerCase() !== c.userId) throw communityErrors.guiltyUserMismatch();
    const now = this.clock.now();
    const banned = await this.moderation.activeBan(userId, now);
    if (banned) throw communityErrors.banned(banned);

    const [profiles, unlocks, history] = await Promise.all([
      this.queries.execute(new GetUserProfilesQuery([userId])),
      this.queries.execute(new GetUnlocksQuery(userId)),
      this.moderation.reportHistory(userId),
    ]);
    const since = profiles.get(userId)?.createdAt ?? now;
    const { weight, established } = reportWeight({
      accountAgeMs: now.getTime() - since.getTime(),
      verifiedPurchase: unlocks.length > 0,
      ...history,
    });

    await this.comments.transaction(async (tx) => {
      const locked = await this.comments.byId(c.id, tx, true); // one report at a time per comment
      if (!locked) throw communityErrors.commentNotFound();
      const r = await this.moderation.addReport(tx, {
        commentId: c.id,
        reporterId: userId,
        guiltyUserId: c.userId,
        episodeId: c.episodeId,
        reason: why,
        weight,
        established,
        at: now,
      });
      if (!r) throw communityErrors.alreadyReported();
      if (!r.hidden && reportsHide(r.total, r.established)) {
        await this.moderation.hide(tx, c.id, 'reports', 'reports from readers', now);
        await this.moderation.log(tx, {
          action: 'auto_hide',
          commentId: c.id,
          actor: 'system',
          reason: 'reports from readers',
          detail: { weight: r.total, established: r.established },
          at: now,
        });
        await this.comments.moveCount(tx, c.episodeId, -1);
      }
    });
    return { commentId: c.id };
  }
}
