import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { membershipStream } from '../../membership.stream.js';
import { MEMBERSHIP_RULES } from '../../membership.rules.js';
import { AutoResumePlanCommand } from './auto-resume-plan.command.js';

@CommandHandler(AutoResumePlanCommand)
export class AutoResumePlanHandler implements ICommandHandler<AutoResumePlanCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, pausedAt }: AutoResumePlanCommand): Promise<boolean> {
    const days = MEMBERSHIP_RULES.maxPauseMs / 86_400_000;
    const { events } = await this.streams.runForEvents(
      membershipStream,
      userId,
      { type: 'Resume', pausedAt, at: this.clock.now().toISOString() },
      { metadata: { actor: 'system', reason: `longest pause (${days} days) reached` } },
    );
    return events.length > 0;
  }
}
