import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { logger } from '../../../../platform/logging/logger.js';
import { CatalogLookups, CatalogQueries } from '../../../catalog/index.js';
import { INBOX_PUSH_MONGOLIAN } from '../../inbox.messages.js';
import { PushSender, type PushOutcome } from '../../web-push/push-sender.js';
import { DeliverPushCommand, PUSH_PARALLEL, type PushOutcomeTally } from './deliver-push.command.js';

const FIRST = '00000000-0000-0000-0000-000000000000';

/** The reader setting that gates each kind, read again at push time (it may have been turned off since the fan-out). */
const SETTING = { new_episode: 'subscribe_notification', now_free: 'free_notification' } as const;

/**
 * The next subscribed browsers (by subscription id, after `$3`) of readers who hold this
 * announcement's notification, whose account is active and whose setting is still on, and which
 * have not had this notification pushed yet.
 */
const batchSql = (setting: string) => `
  SELECT s.id AS subscription_id, s.endpoint, s.p256dh, s.auth, n.id AS notification_id, n.title, n.message, coalesce(st.language, 'english') AS language
  FROM public.inbox_push_subscriptions s
  JOIN public.identity_users u ON u.id = s.user_id AND u.status = 'active'
  LEFT JOIN public.identity_user_settings st ON st.user_id = s.user_id
  JOIN public.inbox_reader_notifications n ON n.user_id = s.user_id AND n.episode_id = $1 AND n.kind = $2
  WHERE s.id > $3 AND coalesce(st.${setting}, true)
    AND NOT EXISTS (SELECT 1 FROM public.inbox_push_marks m WHERE m.subscription_id = s.id AND m.notification_id = n.id)
  ORDER BY s.id LIMIT $4`;

/** Claims (subscription, notification) pairs; only the pairs this statement claimed are pushed. */
const CLAIM_SQL = `
  INSERT INTO public.inbox_push_marks (subscription_id, notification_id, marked_at)
  SELECT * FROM unnest($1::uuid[], $2::uuid[]) AS t(s, n) CROSS JOIN (SELECT $3::timestamptz) AS at
  ON CONFLICT DO NOTHING RETURNING subscription_id`;

interface Row {
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: string;
  title: string;
  message: string;
  language: 'english' | 'mongolian';
}
interface Announcement {
  id: string;
  comic_id: string;
  episode_id: string;
  kind: 'new_episode' | 'now_free';
}

/**
 * Each pair is claimed (a sent-mark) before its push, so a retried job or a second runner never
 * pushes a notification to a device twice. A push the service could not take now (429, 5xx, no
 * answer) gives its claim back and fails the job at the end, so the job's retry sends it; a
 * subscription the service says is gone (404, 410) is removed with its marks.
 */
@CommandHandler(DeliverPushCommand)
export class DeliverPushHandler implements ICommandHandler<DeliverPushCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly lookups: CatalogLookups,
    private readonly catalog: CatalogQueries,
    private readonly sender: PushSender,
    private readonly clock: Clock,
  ) {}

  async execute({ announcementId, batchSize }: DeliverPushCommand): Promise<PushOutcomeTally> {
    const tally: PushOutcomeTally = { sent: 0, gone: 0, refused: 0, retry: 0 };
    const {
      rows: [a],
    } = await this.pool.query<Announcement>('SELECT id, comic_id, episode_id, kind FROM public.inbox_announcements WHERE id = $1', [
      announcementId,
    ]);
    if (!a) return tally;
    const episode = await this.lookups.episode(a.episode_id).catch(() => undefined);
    if (!episode?.live) return { ...tally, skipped: 'hidden' };

    const sql = batchSql(SETTING[a.kind]);
    let mongolian: Promise<{ title: string; message: string } | undefined> | undefined;
    const textsFor = async (r: Row) => {
      if (r.language !== 'mongolian') return r;
      mongolian ??= this.mongolianTexts(a, episode.episodeNumber);
      return { ...r, ...(await mongolian) };
    };
    let cursor = FIRST;
    for (;;) {
      const { rows } = await this.pool.query<Row>(sql, [a.episode_id, a.kind, cursor, batchSize]);
      if (!rows.length) break;
      const { rows: claimed } = await this.pool.query<{ subscription_id: string }>(CLAIM_SQL, [
        rows.map((r) => r.subscription_id),
        rows.map((r) => r.notification_id),
        this.clock.now(),
      ]);
      const mine = new Set(claimed.map((c) => c.subscription_id));
      const toSend = rows.filter((r) => mine.has(r.subscription_id));
      for (let i = 0; i < toSend.length; i += PUSH_PARALLEL) {
        await Promise.all(
          toSend
            .slice(i, i + PUSH_PARALLEL)
            .map(async (r) => this.settle(r, (await this.sender.send(r, payloadOf(await textsFor(r)))).outcome, tally)),
        );
      }
      if (rows.length < batchSize) break;
      cursor = rows[rows.length - 1]!.subscription_id;
    }
    if (tally.retry) throw new Error(`${tally.retry} push(es) to try again (${tally.sent} sent)`);
    return tally;
  }

  /** The push in Mongolian, with the comic's Mongolian title (its English one if it has none); none for a comic hidden since. */
  private async mongolianTexts(a: Announcement, episodeNumber: number): Promise<{ title: string; message: string } | undefined> {
    const [comic] = await this.catalog.comicsByIds([a.comic_id], undefined, 'mn');
    return comic && INBOX_PUSH_MONGOLIAN[a.kind](comic.title, episodeNumber);
  }

  private async settle(r: Row, outcome: PushOutcome, tally: PushOutcomeTally): Promise<void> {
    tally[outcome]++;
    if (outcome === 'gone') {
      await this.pool.query('DELETE FROM public.inbox_push_subscriptions WHERE id = $1', [r.subscription_id]);
    } else if (outcome === 'retry') {
      await this.pool.query('DELETE FROM public.inbox_push_marks WHERE subscription_id = $1 AND notification_id = $2', [
        r.subscription_id,
        r.notification_id,
      ]);
    } else if (outcome === 'refused') {
      logger.warn({ subscriptionId: r.subscription_id, notificationId: r.notification_id }, 'push service refused a push');
    }
  }
}

/** What the service worker shows: the notification's text, and the page that opens it (and marks it read). */
export function payloadOf(r: Pick<Row, 'notification_id' | 'title' | 'message'>): string {
  return JSON.stringify({ id: r.notification_id, title: r.title, body: r.message, url: `/notitfication-view/${r.notification_id}` });
}
