import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { MembershipReadModel } from '../membership.read-model.js';
import { MembershipStream } from '../membership-stream.js';
import { changeOf, type PlanChangeOutcome } from '../plan-change.js';
import { CancelPlanCommand } from './cancel-plan.command.js';

@CommandHandler(CancelPlanCommand)
export class CancelPlanHandler implements ICommandHandler<CancelPlanCommand> {
  constructor(private readonly stream: MembershipStream, private readonly readModel: MembershipReadModel, private readonly clock: Clock) {}

  async execute({ userId, planRef }: CancelPlanCommand): Promise<PlanChangeOutcome> {
    await this.readModel.checkOwner(userId, planRef);
    const { events } = await this.stream.run(userId, { type: 'CancelPlan', at: this.clock.now().toISOString() }, { actor: 'reader', reason: 'cancel-plan' });
    return { change: changeOf(events), userPlan: (await this.readModel.userPlan(userId))! };
  }
}
