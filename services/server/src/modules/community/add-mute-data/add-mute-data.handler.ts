import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { GetUserProfilesQuery } from '../../identity/index.js';
import { CommentStore } from '../comment-store.js';
import { communityErrors } from '../community.errors.js';
import { isUuid } from '../community.inputs.js';
import { AddMuteDataCommand } from './add-mute-data.command.js';

/** A reader can mute any other reader (never themselves); their comments are then left out of everything the muting reader is shown. */
@CommandHandler(AddMuteDataCommand)
export class AddMuteDataHandler implements ICommandHandler<AddMuteDataCommand> {
  constructor(
    private readonly comments: CommentStore,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, muteUserId, mute }: AddMuteDataCommand) {
    const target = String(muteUserId).toLowerCase();
    if (target === userId) throw communityErrors.muteSelf();
    if (!isUuid(target) || !(await this.queries.execute(new GetUserProfilesQuery([target]))).has(target))
      throw communityErrors.userNotFound();
    const muted = await this.comments.setMute(userId, target, mute, this.clock.now());
    return { muteUserId: target, muted };
  }
}
