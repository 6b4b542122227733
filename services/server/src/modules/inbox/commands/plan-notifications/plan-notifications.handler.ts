import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock, DAY } from '../../../../platform/clock/clock.js';
import { advisoryKey, advisoryXactLockSql, LOCK_NAMESPACE } from '../../../../platform/database/advisory-locks.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { JobsService } from '../../../../platform/jobs/jobs.service.js';
import { CATALOG_NOTIFICATIONS_SQL, FUTURE_RELEASES_SQL, LIVE_EPISODES_SQL } from '../../inbox.catalog-sql.js';
import { DELIVER_JOB, deliverJobId, FAN_OUT_JOB, fanOutJobId, RELEASE_SCAN_JOB, releaseScanJobId } from '../../jobs/inbox.jobs.js';
import { PlanNotificationsCommand, type PlanOutcome } from './plan-notifications.command.js';

/** A catalog notification first seen more than this long after its schedule is recorded, not mailed: it is no longer news. */
export const DELIVERY_GRACE_MS = DAY;

/**
 * What the scan has seen of each live episode (and whether it was free) is recorded, so an episode
 * is announced as new once, and as free when it turns free after being seen paid. Announcements are
 * made only for comics someone has belled: the others would fan out to nobody.
 */
const ANNOUNCE_SQL = `
  WITH live AS (${LIVE_EPISODES_SQL}),
  fresh AS (
    INSERT INTO public.inbox_episode_seen (episode_id, free, seen_at) SELECT id, free, $1 FROM live
    ON CONFLICT (episode_id) DO NOTHING RETURNING episode_id),
  freed AS (
    UPDATE public.inbox_episode_seen s SET free = true, seen_at = $1 FROM live
    WHERE live.id = s.episode_id AND live.free AND NOT s.free RETURNING s.episode_id),
  unfreed AS (
    UPDATE public.inbox_episode_seen s SET free = false, seen_at = $1 FROM live
    WHERE live.id = s.episode_id AND NOT live.free AND s.free RETURNING s.episode_id),
  news AS (
    SELECT live.id, live.comic_id, 'new_episode'::text AS kind FROM fresh JOIN live ON live.id = fresh.episode_id
    UNION ALL
    SELECT live.id, live.comic_id, 'now_free'::text FROM freed JOIN live ON live.id = freed.episode_id)
  INSERT INTO public.inbox_announcements (id, episode_id, comic_id, kind, announced_at)
  SELECT gen_random_uuid(), n.id, n.comic_id, n.kind, $1 FROM news n
  WHERE EXISTS (SELECT 1 FROM rm.inbox_bells b WHERE b.comic_id = n.comic_id)
  ON CONFLICT (episode_id, kind) DO NOTHING
  RETURNING id`;

@CommandHandler(PlanNotificationsCommand)
export class PlanNotificationsHandler implements ICommandHandler<PlanNotificationsCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<PlanOutcome> {
    const now = this.clock.now();
    const { jobIds, outcome } = await withTransaction(this.pool, async (tx) => {
      await tx.query(advisoryXactLockSql(advisoryKey(LOCK_NAMESPACE.notificationPlanner, 'planner')));
      const jobIds: string[] = [];
      const outcome: PlanOutcome = { deliveries: 0, releaseScans: 0, announced: 0 };

      const { rows: deliveries } = await tx.query<{ notification_id: string; schedule: Date }>(
        `INSERT INTO public.inbox_deliveries (notification_id, schedule) SELECT id, schedule FROM (${CATALOG_NOTIFICATIONS_SQL}) n
         ON CONFLICT DO NOTHING RETURNING notification_id, schedule`,
      );
      for (const d of deliveries) {
        if (d.schedule.getTime() < now.getTime() - DELIVERY_GRACE_MS) {
          await tx.query(
            `UPDATE public.inbox_deliveries SET delivered_at = $3, outcome = 'too old' WHERE notification_id = $1 AND schedule = $2`,
            [d.notification_id, d.schedule, now],
          );
          continue;
        }
        const jobId = deliverJobId(d.notification_id, d.schedule);
        await this.jobs.schedule(
          DELIVER_JOB,
          { notificationId: d.notification_id, schedule: d.schedule.toISOString() },
          { jobId, runAt: d.schedule, tx },
        );
        jobIds.push(jobId);
        outcome.deliveries++;
      }

      const { rows: releases } = await tx.query<{ at: Date }>(
        `INSERT INTO public.inbox_release_plans (at) SELECT at FROM (${FUTURE_RELEASES_SQL}) r ON CONFLICT DO NOTHING RETURNING at`,
        [now],
      );
      for (const { at } of releases) {
        const jobId = releaseScanJobId(at);
        await this.jobs.schedule(RELEASE_SCAN_JOB, { at: at.toISOString() }, { jobId, runAt: at, tx });
        jobIds.push(jobId);
        outcome.releaseScans++;
      }

      const { rows: announced } = await tx.query<{ id: string }>(ANNOUNCE_SQL, [now]);
      for (const { id } of announced) {
        const jobId = fanOutJobId(id);
        await this.jobs.schedule(FAN_OUT_JOB, { announcementId: id }, { jobId, tx });
        jobIds.push(jobId);
        outcome.announced++;
      }
      return { jobIds, outcome };
    });
    // Enqueued once committed; if this process dies first, the sweeper enqueues them.
    await this.jobs.dispatch(...jobIds);
    return outcome;
  }
}
