import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { MembershipReadModel } from '../../membership.read-model.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { membershipStream } from '../../membership.stream.js';
import { changeOf, type PlanChangeOutcome } from '../../plan-change.js';
import { CancelPlanCommand } from './cancel-plan.command.js';

@CommandHandler(CancelPlanCommand)
export class CancelPlanHandler implements ICommandHandler<CancelPlanCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly readModel: MembershipReadModel,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, planRef }: CancelPlanCommand): Promise<PlanChangeOutcome> {
    await this.readModel.checkOwner(userId, planRef);
    const { events } = await this.streams.runForEvents(
      membershipStream,
      userId,
      { type: 'CancelPlan', at: this.clock.now().toISOString() },
      { metadata: { actor: 'reader', reason: 'cancel-plan' } },
    );
    return { change: changeOf(events), userPlan: (await this.readModel.userPlan(userId))! };
  }
}
