import { Command } from '@nestjs/cqrs';

export interface PlanOutcome {
  deliveries: number;
  releaseScans: number;
  announced: number;
}

/**
 * Brings the inbox's jobs in line with the catalog: a delivery job at each catalog notification's
 * schedule time, a release-scan job at each future episode release time, and an announcement (with
 * its fan-out job) for each episode that became live or free since the last scan. Internal: run
 * by the worker's timer, by the release-scan job and by tests.
 */
export class PlanNotificationsCommand extends Command<PlanOutcome> {
  constructor() {
    super();
  }
}
