import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { logger } from '../../../platform/logging/logger.js';
import { Runtime } from '../../../platform/runtime.js';
import { DeliverNotificationCommand } from '../commands/deliver-notification/deliver-notification.command.js';
import { FanOutReleaseCommand } from '../commands/fan-out-release/fan-out-release.command.js';
import { PlanNotificationsCommand } from '../commands/plan-notifications/plan-notifications.command.js';
import { DeliverPushCommand } from '../commands/deliver-push/deliver-push.command.js';
import { DELIVER_JOB, FAN_OUT_JOB, PUSH_JOB, RELEASE_SCAN_JOB } from './inbox.jobs.js';

/** How often a worker plans: catalog imports (from any process) are noticed within this. */
export const PLAN_EVERY_MS = 15_000;
/** The name of the periodic planning in @nestjs/schedule's registry. */
export const INBOX_PLAN = 'inbox.plan';

/**
 * Registers the inbox's job handlers and, on worker instances, plans at start and every
 * PLAN_EVERY_MS (planning is idempotent, so several workers may; a lock makes them take turns).
 */
@Injectable()
export class InboxScheduler implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private closing = false;

  constructor(
    private readonly jobs: JobsService,
    private readonly commands: CommandBus,
    private readonly runtime: Runtime,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(
      DELIVER_JOB,
      async ({ notificationId, schedule }) => {
        await this.commands.execute(new DeliverNotificationCommand(notificationId, schedule));
      },
      { attempts: 10, concurrency: 2 },
    );
    this.jobs.registerHandler(
      RELEASE_SCAN_JOB,
      async () => {
        await this.commands.execute(new PlanNotificationsCommand());
      },
      { attempts: 5, concurrency: 1 },
    );
    this.jobs.registerHandler(
      FAN_OUT_JOB,
      async ({ announcementId }) => {
        await this.commands.execute(new FanOutReleaseCommand(announcementId));
      },
      { attempts: 10, concurrency: 2 },
    );
    this.jobs.registerHandler(
      PUSH_JOB,
      async ({ announcementId }) => {
        await this.commands.execute(new DeliverPushCommand(announcementId));
      },
      { attempts: 6, concurrency: 2, backoff: { type: 'exponential', delay: 5000 } },
    );
  }

  /** A worker plans as soon as it starts, then on the interval below. */
  onApplicationBootstrap(): void {
    void this.planOnSchedule();
  }

  /** Periodic planning, in worker processes (the planner's own lock makes several workers take turns). */
  @Interval(INBOX_PLAN, PLAN_EVERY_MS)
  async planOnSchedule(): Promise<void> {
    if (!this.runtime.runsWorkers || this.closing) return;
    await this.commands.execute(new PlanNotificationsCommand()).catch((err) => logger.warn({ err }, 'inbox planning failed'));
  }

  beforeApplicationShutdown(): void {
    this.closing = true;
  }
}
