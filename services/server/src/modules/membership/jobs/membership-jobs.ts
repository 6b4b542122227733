import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { AutoResumePlanCommand } from '../commands/auto-resume-plan/auto-resume-plan.command.js';
import { RemindRenewalCommand } from '../commands/remind-renewal/remind-renewal.command.js';
import { RenewPlanCommand } from '../commands/renew-plan/renew-plan.command.js';
import './membership-schedule.js';

/**
 * Renewals a worker process runs at once: each waits mostly on the provider and PostgreSQL round
 * trips and holds at most one pooled connection at a time, so many overlap well
 * (docs/performance.md, "Renewals").
 */
const RENEWALS_AT_ONCE = 16;

/**
 * The membership jobs (scheduled with the events that call for them, see membership-schedule.ts)
 * and the commands they run. Every handler re-reads the stream: a job whose moment has passed
 * (the billing date moved, the pause ended) does nothing.
 */
@Injectable()
export class MembershipJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(
      'membership.renew',
      async ({ userId, periodEnd }) => {
        if ((await this.commands.execute(new RenewPlanCommand(userId, periodEnd, 0))) === 'busy')
          throw new Error('another renewal run of this member is in progress');
      },
      { attempts: 5, concurrency: RENEWALS_AT_ONCE },
    );
    this.jobs.registerHandler(
      'membership.retry-payment',
      async ({ userId, periodEnd, attempt }) => {
        if ((await this.commands.execute(new RenewPlanCommand(userId, periodEnd, attempt))) === 'busy')
          throw new Error('another renewal run of this member is in progress');
      },
      { attempts: 5, concurrency: RENEWALS_AT_ONCE },
    );
    this.jobs.registerHandler(
      'membership.auto-resume',
      async ({ userId, pausedAt }) => {
        await this.commands.execute(new AutoResumePlanCommand(userId, pausedAt));
      },
      { attempts: 5 },
    );
    this.jobs.registerHandler(
      'membership.remind',
      async ({ userId, orderId, endDate }) => {
        await this.commands.execute(new RemindRenewalCommand(userId, orderId, endDate));
      },
      { attempts: 5 },
    );
  }
}
