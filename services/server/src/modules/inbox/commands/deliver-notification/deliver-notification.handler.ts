import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { JobsService } from '../../../../platform/jobs/jobs.service.js';
import { MAIL_ATTEMPTS } from '../../../../platform/mail/mail.service.js';
import { MAIL_JOB } from '../../../../platform/mail/mail.job.js';
import { CatalogQueries } from '../../../catalog/index.js';
import { INBOX_MAIL_TEXTS } from '../../inbox.messages.js';
import { InboxTopics } from '../../inbox.topics.js';
import { UnsubscribeLink } from '../../unsubscribe-link.js';
import { DeliverNotificationCommand, type DeliveryOutcome } from './deliver-notification.command.js';

const FIRST = '00000000-0000-0000-0000-000000000000';

/**
 * The next readers (by id, after the delivery's cursor) who want event mail, each with whether
 * this statement made its sent-mark: a reader marked already (a retry) is passed over. Accounts
 * without a settings row have the default, on (docs/product.md).
 */
const MAIL_BATCH_SQL = `
  WITH batch AS (
    SELECT u.id, u.email, coalesce(s.language, 'english') AS language
    FROM public.identity_users u LEFT JOIN public.identity_user_settings s ON s.user_id = u.id
    WHERE u.status = 'active' AND coalesce(s.event_notification, true) AND u.id > $2
    ORDER BY u.id LIMIT $3),
  marked AS (
    INSERT INTO public.inbox_mail_marks (notification_id, user_id, marked_at) SELECT $1, id, $4 FROM batch
    ON CONFLICT DO NOTHING RETURNING user_id)
  SELECT b.id, b.email, b.language, (m.user_id IS NOT NULL) AS fresh FROM batch b LEFT JOIN marked m ON m.user_id = b.id ORDER BY b.id`;

@CommandHandler(DeliverNotificationCommand)
export class DeliverNotificationHandler implements ICommandHandler<DeliverNotificationCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly catalog: CatalogQueries,
    private readonly jobs: JobsService,
    private readonly topics: InboxTopics,
    private readonly links: UnsubscribeLink,
    private readonly clock: Clock,
  ) {}

  async execute({ notificationId, schedule, batchSize }: DeliverNotificationCommand): Promise<DeliveryOutcome> {
    const now = this.clock.now();
    const due = new Date(schedule);
    const n = await this.catalog.notification(notificationId, now).catch(() => undefined);
    if (!n || new Date(n.schedule).getTime() !== due.getTime()) {
      // Not due by the Clock yet: try again later (the job's retry). Removed or re-scheduled: the
      // planner has made a delivery for its new schedule; this one is done.
      if (due.getTime() > now.getTime()) throw new Error(`notification ${notificationId} is not due until ${schedule}`);
      await this.finish(notificationId, due, 'superseded');
      return { outcome: 'superseded', mailed: 0 };
    }
    this.topics.everyone({ reason: 'due' });
    // A Mongolian reader's mail has the notification's Mongolian texts (translations.mn), else English.
    const inLanguage = { english: n, mongolian: await this.catalog.notification(notificationId, now, 'mn').catch(() => n) };

    let mailed = 0;
    const {
      rows: [row],
    } = await this.pool.query('SELECT mail_cursor FROM public.inbox_deliveries WHERE notification_id = $1 AND schedule = $2', [
      notificationId,
      due,
    ]);
    let cursor: string = row?.mail_cursor ?? FIRST;
    for (;;) {
      const { jobIds, last, seen } = await withTransaction(this.pool, async (tx) => {
        const { rows } = await tx.query<{ id: string; email: string; language: 'english' | 'mongolian'; fresh: boolean }>(MAIL_BATCH_SQL, [
          n.id,
          cursor,
          batchSize,
          now,
        ]);
        const jobIds: string[] = [];
        for (const r of rows.filter((x) => x.fresh)) {
          const texts = INBOX_MAIL_TEXTS[r.language] ?? INBOX_MAIL_TEXTS.english;
          const own = inLanguage[r.language] ?? n;
          const jobId = `mail:inbox:${n.id}:${r.id}`;
          await this.jobs.schedule(
            MAIL_JOB,
            {
              to: r.email,
              subject: own.title,
              text: `${own.message}\n\n${texts.open} ${this.links.notificationUrl(n.id)}\n\n${texts.unsubscribe} ${await this.links.url(r.id)}\n`,
            },
            { jobId, attempts: MAIL_ATTEMPTS, tx },
          );
          jobIds.push(jobId);
        }
        const last = rows.length ? rows[rows.length - 1]!.id : cursor;
        if (rows.length)
          await tx.query('UPDATE public.inbox_deliveries SET mail_cursor = $3 WHERE notification_id = $1 AND schedule = $2', [
            n.id,
            due,
            last,
          ]);
        return { jobIds, last, seen: rows.length };
      });
      await this.jobs.dispatch(...jobIds);
      mailed += jobIds.length;
      cursor = last;
      if (seen < batchSize) break;
    }
    await this.finish(notificationId, due, 'delivered');
    return { outcome: 'delivered', mailed };
  }

  private async finish(notificationId: string, schedule: Date, outcome: string): Promise<void> {
    await this.pool.query(
      'UPDATE public.inbox_deliveries SET delivered_at = $3, outcome = $4 WHERE notification_id = $1 AND schedule = $2 AND delivered_at IS NULL',
      [notificationId, schedule, this.clock.now(), outcome],
    );
  }
}
