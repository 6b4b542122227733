import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { MembershipReadModel } from '../../membership.read-model.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { membershipStream } from '../../membership.stream.js';
import { changeOf, type PlanChangeOutcome } from '../../plan-change.js';
import { ResumePlanCommand } from './resume-plan.command.js';

@CommandHandler(ResumePlanCommand)
export class ResumePlanHandler implements ICommandHandler<ResumePlanCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly readModel: MembershipReadModel,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, planRef }: ResumePlanCommand): Promise<PlanChangeOutcome> {
    await this.readModel.checkOwner(userId, planRef);
    const { events } = await this.streams.runForEvents(
      membershipStream,
      userId,
      { type: 'Resume', at: this.clock.now().toISOString() },
      { metadata: { actor: 'reader', reason: 'resume-plan' } },
    );
    return { change: changeOf(events), userPlan: (await this.readModel.userPlan(userId))! };
  }
}
