import { Command } from '@nestjs/cqrs';
import type { PlanChangeOutcome } from '../../plan-change.js';

/**
 * Cancel the plan (docs/product.md notes): it ends at its billing date instead of renewing, and stays
 * readable until then; a plan on hold ends at once. Paused plans are resumed first (409).
 */
export class CancelPlanCommand extends Command<PlanChangeOutcome> {
  constructor(
    readonly userId: string,
    readonly planRef: string,
  ) {
    super();
  }
}
