import { Command } from '@nestjs/cqrs';

export type RenewalRun = 'renewed' | 'held' | 'retry_failed' | 'ended' | 'awaiting_payment' | 'nothing_due' | 'busy';

/**
 * The billing date of a plan (`attempt` 0), or a held plan's daily payment retry (`attempt` 1…):
 * charge the next period through payments, or end a plan set to cancel. Asked by jobs only.
 */
export class RenewPlanCommand extends Command<RenewalRun> {
  constructor(
    readonly userId: string,
    readonly periodEnd: string,
    readonly attempt: number,
  ) {
    super();
  }
}
