import { Command } from '@nestjs/cqrs';

/** The longest pause is over: resume the pause that began at `pausedAt`, if the plan is still in it (a job asks). */
export class AutoResumePlanCommand extends Command<boolean> {
  constructor(
    readonly userId: string,
    readonly pausedAt: string,
  ) {
    super();
  }
}
