import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { MembershipReadModel } from '../../membership.read-model.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { membershipStream } from '../../membership.stream.js';
import { changeOf, type PlanChangeOutcome } from '../../plan-change.js';
import { PauseOrResumePlanCommand } from './pause-or-resume-plan.command.js';

/** Only the reader's own plan; ended, held or unknown plans are refused by the decider (409/404). */
@CommandHandler(PauseOrResumePlanCommand)
export class PauseOrResumePlanHandler implements ICommandHandler<PauseOrResumePlanCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly readModel: MembershipReadModel,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, planRef }: PauseOrResumePlanCommand): Promise<PlanChangeOutcome> {
    await this.readModel.checkOwner(userId, planRef);
    const { events } = await this.streams.runForEvents(
      membershipStream,
      userId,
      { type: 'PauseOrResume', at: this.clock.now().toISOString() },
      { metadata: { actor: 'reader', reason: 'pause-or-resume' } },
    );
    return { change: changeOf(events), userPlan: (await this.readModel.userPlan(userId))! };
  }
}
