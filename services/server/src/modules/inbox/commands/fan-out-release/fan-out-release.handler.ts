import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { JobsService } from '../../../../platform/jobs/jobs.service.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { CatalogQueries } from '../../../catalog/index.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { InboxTopics } from '../../inbox.topics.js';
import { PUSH_JOB, pushJobId } from '../../jobs/inbox.jobs.js';
import { FanOutReleaseCommand, type FanOutOutcome } from './fan-out-release.command.js';

const FIRST = '00000000-0000-0000-0000-000000000000';

/** The reader setting that gates each kind (docs/product.md account notifications). */
const SETTING = { new_episode: 'subscribe_notification', now_free: 'free_notification' } as const;

/**
 * One batch, in one statement: the next readers (by id, after the announcement's cursor) with the
 * comic's bell since before the announcement, an active account and the kind's setting on (no
 * settings row: the default, on); their notifications; and the cursor moved past the batch, so a
 * resumed job starts where this one stopped. The notifications and the cursor commit together, so
 * a lone runner never meets a reader it has told already. Two runners of one announcement (a job
 * retried while its first attempt still runs) do: the unique key (user_id, episode_id, kind)
 * refuses the second's batch, and it goes on from the cursor the first moved; `tolerant` is the
 * variant that skips readers told already, for a batch that meets them with the cursor unmoved.
 */
const batchSql = (setting: string, tolerant: boolean) => `
  WITH batch AS (
    SELECT b.user_id FROM rm.inbox_bells b
    JOIN public.identity_users u ON u.id = b.user_id AND u.status = 'active'
    LEFT JOIN public.identity_user_settings s ON s.user_id = b.user_id
    WHERE b.comic_id = $1 AND b.since <= $2 AND b.user_id > $3 AND coalesce(s.${setting}, true)
    ORDER BY b.user_id LIMIT $4),
  ins AS (
    INSERT INTO public.inbox_reader_notifications (id, user_id, kind, comic_id, episode_id, title, message, schedule)
    SELECT gen_random_uuid(), user_id, $5, $1, $6, $7, $8, $2 FROM batch
    ${tolerant ? 'ON CONFLICT (user_id, episode_id, kind) DO NOTHING' : ''} RETURNING 1),
  moved AS (
    UPDATE public.inbox_announcements SET cursor = (SELECT user_id FROM batch ORDER BY user_id DESC LIMIT 1), written = written + (SELECT count(*) FROM ins)
    WHERE id = $9 AND EXISTS (SELECT 1 FROM batch) RETURNING 1)
  SELECT (SELECT count(*) FROM batch)::int AS scanned, (SELECT count(*) FROM ins)::int AS written, (SELECT count(*) FROM moved)::int AS moved,
    (SELECT user_id FROM batch ORDER BY user_id DESC LIMIT 1) AS last`;

const UNIQUE_VIOLATION = '23505';

interface BatchRow {
  scanned: number;
  written: number;
  last: string;
}
interface Announcement {
  id: string;
  episode_id: string;
  comic_id: string;
  kind: 'new_episode' | 'now_free';
  announced_at: Date;
  cursor: string | null;
  done_at: Date | null;
}

@CommandHandler(FanOutReleaseCommand)
export class FanOutReleaseHandler implements ICommandHandler<FanOutReleaseCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly lookups: CatalogLookups,
    private readonly catalog: CatalogQueries,
    private readonly topics: InboxTopics,
    private readonly jobs: JobsService,
  ) {}

  async execute({ announcementId, batchSize }: FanOutReleaseCommand): Promise<FanOutOutcome> {
    const {
      rows: [a],
    } = await this.pool.query<Announcement>('SELECT * FROM public.inbox_announcements WHERE id = $1', [announcementId]);
    if (!a || a.done_at) return { written: 0, batches: 0 };
    // Hidden again (or no longer free) since it was announced: nobody is told about it.
    const episode = await this.lookups.episode(a.episode_id).catch(() => undefined);
    const comic = episode?.live ? await this.catalog.comicsByIds([a.comic_id]).then(([c]) => c) : undefined;
    if (!episode?.live || !comic) return this.finish(a, { written: 0, batches: 0, skipped: 'hidden' });
    if (a.kind === 'now_free' && episode.monetization !== 'free' && !(await this.lookups.rentalGiftsFor(episode.id)).length) {
      return this.finish(a, { written: 0, batches: 0, skipped: 'no longer free' });
    }
    const title = a.kind === 'new_episode' ? INBOX_MESSAGES.newEpisodeTitle(comic.title) : INBOX_MESSAGES.nowFreeTitle(comic.title);
    const message =
      a.kind === 'new_episode'
        ? INBOX_MESSAGES.newEpisodeMessage(episode.title, episode.episodeNumber)
        : INBOX_MESSAGES.nowFreeMessage(episode.title, episode.episodeNumber);
    const sql = batchSql(SETTING[a.kind], false);

    let cursor = a.cursor ?? FIRST;
    const outcome: FanOutOutcome = { written: 0, batches: 0 };
    for (;;) {
      const params = [a.comic_id, a.announced_at, cursor, batchSize, a.kind, a.episode_id, title, message, a.id];
      const r = await this.pool.query<BatchRow>(sql, params).then(
        ({ rows }) => rows[0],
        async (err: unknown) => {
          if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
          const moved = await this.cursorOf(a.id);
          if (moved && moved > cursor) return { scanned: batchSize, written: 0, last: moved };
          return this.pool.query<BatchRow>(batchSql(SETTING[a.kind], true), params).then(({ rows }) => rows[0]);
        },
      );
      if (!r || r.scanned === 0) break;
      outcome.batches++;
      outcome.written += r.written;
      if (r.written) this.topics.everyone({ reason: 'fan-out', comicId: a.comic_id });
      if (r.scanned < batchSize) break;
      cursor = r.last;
    }
    // Before the announcement is marked done: a crash in between re-runs the fan-out, which
    // schedules the same job id again (one job).
    await this.jobs.schedule(PUSH_JOB, { announcementId: a.id }, { jobId: pushJobId(a.id) });
    return this.finish(a, outcome);
  }

  private async cursorOf(id: string): Promise<string | null> {
    const {
      rows: [row],
    } = await this.pool.query<{ cursor: string | null }>('SELECT cursor FROM public.inbox_announcements WHERE id = $1', [id]);
    return row?.cursor ?? null;
  }

  private async finish(a: Announcement, outcome: FanOutOutcome): Promise<FanOutOutcome> {
    await this.pool.query('UPDATE public.inbox_announcements SET done_at = now() WHERE id = $1 AND done_at IS NULL', [a.id]);
    return outcome;
  }
}
