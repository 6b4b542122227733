import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { GetUserProfilesQuery } from '../../../identity/index.js';
import { CommentStore } from '../../comments/comment-store.js';
import { communityErrors } from '../../community.errors.js';
import { isUuid } from '../../community.inputs.js';
import { MuteCommenterCommand } from './mute-commenter.command.js';

/** A reader can mute any other reader (never themselves); their comments are then left out of everything the muting reader is shown. */
@CommandHandler(MuteCommenterCommand)
export class MuteCommenterHandler implements ICommandHandler<MuteCommenterCommand> {
  constructor(
    private readonly comments: CommentStore,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, muteUserId, mute }: MuteCommenterCommand) {
    const target = String(muteUserId).toLowerCase();
    if (target === userId) throw communityErrors.muteSelf();
    if (!isUuid(target) || !(await this.queries.execute(new GetUserProfilesQuery([target]))).has(target))
      throw communityErrors.userNotFound();
    const muted = await this.comments.setMute(userId, target, mute, this.clock.now());
    return { muteUserId: target, muted };
  }
}
