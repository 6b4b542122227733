import { Command } from '@nestjs/cqrs';
import type { PlanChangeOutcome } from '../../plan-change.js';

/**
 * The Pause/Resume button (docs/product.md membership toggle): pauses an active plan; resumes a paused
 * one (its end date moves by the paused time) or one set to cancel (the cancellation is undone).
 * `planRef`: the plan id of the path, which must be the reader's own.
 */
export class PauseOrResumePlanCommand extends Command<PlanChangeOutcome> {
  constructor(
    readonly userId: string,
    readonly planRef: string,
  ) {
    super();
  }
}
