import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock, DAY } from '../../../../platform/clock/clock.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { GetUserProfilesQuery } from '../../../identity/index.js';
import { CommentStore } from '../../comments/comment-store.js';
import { communityErrors } from '../../community.errors.js';
import { isUuid } from '../../community.inputs.js';
import { ModerationStore } from '../../moderation/moderation-store.js';
import { BanReaderCommand } from './ban-reader.command.js';

export const BAN_MAX_DAYS = 3650;

/** A ban runs from now for `days` (a new ban replaces the old one); 0 days lifts it. Logged with actor and reason. */
@CommandHandler(BanReaderCommand)
export class BanReaderHandler implements ICommandHandler<BanReaderCommand> {
  constructor(
    private readonly comments: CommentStore,
    private readonly moderation: ModerationStore,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, days, actor, reason }: BanReaderCommand) {
    if (!Number.isInteger(days) || days < 0 || days > BAN_MAX_DAYS) throw validationError(`days: a whole number from 0 to ${BAN_MAX_DAYS}`);
    if (!reason?.trim()) throw validationError('reason: is required');
    const id = String(userId).toLowerCase();
    if (!isUuid(id) || !(await this.queries.execute(new GetUserProfilesQuery([id]))).has(id)) throw communityErrors.userNotFound();
    const now = this.clock.now();
    const until = new Date(now.getTime() + days * DAY);
    await this.comments.transaction(async (tx) => {
      await this.moderation.ban(tx, id, until, reason.trim(), actor, now);
      await this.moderation.log(tx, {
        action: 'ban',
        userId: id,
        actor,
        reason: reason.trim(),
        detail: { days, until: until.toISOString() },
        at: now,
      });
    });
    return { userId: id, until };
  }
}
