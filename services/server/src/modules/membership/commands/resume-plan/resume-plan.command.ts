import { Command } from '@nestjs/cqrs';
import type { PlanChangeOutcome } from '../../plan-change.js';

/**
 * Resume (docs/product.md notes): before the billing date, undoes a pending cancellation; on a paused
 * plan, resumes it. An active plan has nothing to resume (409).
 */
export class ResumePlanCommand extends Command<PlanChangeOutcome> {
  constructor(
    readonly userId: string,
    readonly planRef: string,
  ) {
    super();
  }
}
