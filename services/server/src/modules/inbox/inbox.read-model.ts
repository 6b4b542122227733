import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { CatalogLookups, CatalogQueries, isUuid, type CatalogLanguage } from '../catalog/index.js';
import { NotificationNotFoundError } from './inbox.errors.js';
import { INBOX_PUSH_MONGOLIAN } from './inbox.messages.js';

export type NotificationKind = 'event' | 'new_episode' | 'now_free';

/** A notification as one reader sees it: a catalog event for everyone, or one written for them. */
export interface InboxNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  message: string;
  schedule: Date;
  comicId: string | null;
  comicSlug: string | null;
  comicTitle: string | null;
  episodeId: string | null;
  episodeNumber: number | null;
  read: boolean;
  readAt: Date | null;
}

/** How many of a reader's own notifications are looked at (newest first); older ones drop off the list. */
export const READER_NOTIFICATION_WINDOW = 1000;

interface ReaderRow {
  id: string;
  kind: 'new_episode' | 'now_free';
  comic_id: string;
  episode_id: string;
  title: string;
  message: string;
  schedule: Date;
}

/**
 * The reader's notifications: catalog notifications whose schedule has passed, plus the reader's
 * own (new episode, now free) whose episode is still live — never one about hidden content — each
 * with its read mark. Unread first, then read; newest first within each.
 */
@Injectable()
export class InboxReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly catalog: CatalogQueries,
    private readonly lookups: CatalogLookups,
  ) {}

  /** In `lang` (ADR 0030): catalog events with their translations, the reader's own in that language with the comic's title in it. */
  async visibleFor(userId: string | null, now: Date, lang: CatalogLanguage = 'en'): Promise<InboxNotification[]> {
    const [events, own, marks] = await Promise.all([
      this.catalog.notifications(now, lang),
      userId ? this.readerRows(userId, now) : Promise.resolve([]),
      userId ? this.readMarkMap(userId) : Promise.resolve(new Map<string, Date>()),
    ]);
    const list: InboxNotification[] = events.map((n) => ({
      id: n.id,
      kind: 'event' as const,
      title: n.title,
      message: n.message,
      schedule: new Date(n.schedule),
      comicId: null,
      comicSlug: null,
      comicTitle: null,
      episodeId: null,
      episodeNumber: null,
      read: false,
      readAt: null,
    }));
    list.push(...(await this.live(own, lang)));
    for (const n of list) {
      const at = marks.get(n.id);
      if (at) {
        n.read = true;
        n.readAt = at;
      }
    }
    return list.sort((a, b) => Number(a.read) - Number(b.read) || b.schedule.getTime() - a.schedule.getTime() || a.id.localeCompare(b.id));
  }

  /** One notification the reader may see; anything else (unknown, not yet due, another's, hidden) is 404. */
  async one(userId: string | null, id: string, now: Date, lang: CatalogLanguage = 'en'): Promise<InboxNotification> {
    if (!isUuid(String(id))) throw new NotificationNotFoundError();
    const key = id.toLowerCase();
    const event = await this.catalog.notification(key, now, lang).catch(() => undefined);
    let found: InboxNotification | undefined;
    if (event) {
      found = {
        id: event.id,
        kind: 'event',
        title: event.title,
        message: event.message,
        schedule: new Date(event.schedule),
        comicId: null,
        comicSlug: null,
        comicTitle: null,
        episodeId: null,
        episodeNumber: null,
        read: false,
        readAt: null,
      };
    } else if (userId) {
      const { rows } = await this.pool.query<ReaderRow>(
        'SELECT id, kind, comic_id, episode_id, title, message, schedule FROM public.inbox_reader_notifications WHERE id = $1 AND user_id = $2 AND schedule <= $3',
        [key, userId, now],
      );
      [found] = await this.live(rows, lang);
    }
    if (!found) throw new NotificationNotFoundError();
    if (userId) {
      const at = (await this.readMarkMap(userId, [found.id])).get(found.id);
      if (at) {
        found.read = true;
        found.readAt = at;
      }
    }
    return found;
  }

  async unreadCount(userId: string, now: Date): Promise<number> {
    return (await this.visibleFor(userId, now)).filter((n) => !n.read).length;
  }

  /** Records the read mark; false when it was already there (nothing changes). */
  async markRead(userId: string, notificationId: string, now: Date): Promise<boolean> {
    const r = await this.pool.query(
      'INSERT INTO public.inbox_read_marks (user_id, notification_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [userId, notificationId, now],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async readMarks(userId: string): Promise<Array<{ notificationId: string; readAt: Date }>> {
    const { rows } = await this.pool.query<{ notification_id: string; read_at: Date }>(
      'SELECT notification_id, read_at FROM public.inbox_read_marks WHERE user_id = $1 ORDER BY read_at DESC, notification_id',
      [userId],
    );
    return rows.map((r) => ({ notificationId: r.notification_id, readAt: r.read_at }));
  }

  private async readMarkMap(userId: string, ids?: string[]): Promise<Map<string, Date>> {
    const { rows } = ids
      ? await this.pool.query(
          'SELECT notification_id, read_at FROM public.inbox_read_marks WHERE user_id = $1 AND notification_id = ANY($2::uuid[])',
          [userId, ids],
        )
      : await this.pool.query('SELECT notification_id, read_at FROM public.inbox_read_marks WHERE user_id = $1', [userId]);
    return new Map(rows.map((r) => [r.notification_id as string, r.read_at as Date]));
  }

  private async readerRows(userId: string, now: Date): Promise<ReaderRow[]> {
    const { rows } = await this.pool.query<ReaderRow>(
      `SELECT id, kind, comic_id, episode_id, title, message, schedule FROM public.inbox_reader_notifications
        WHERE user_id = $1 AND schedule <= $2 ORDER BY schedule DESC LIMIT $3`,
      [userId, now, READER_NOTIFICATION_WINDOW],
    );
    return rows;
  }

  /**
   * Keeps the rows whose episode is live now (its comic public, published, released). A row is
   * stored in English; in Mongolian it reads as its push does (INBOX_PUSH_MONGOLIAN).
   */
  private async live(rows: ReaderRow[], lang: CatalogLanguage): Promise<InboxNotification[]> {
    if (!rows.length) return [];
    const episodes = new Map((await this.lookups.episodesByIds(rows.map((r) => r.episode_id))).filter((e) => e.live).map((e) => [e.id, e]));
    const comics = new Map(
      (await this.catalog.comicsByIds([...new Set(rows.map((r) => r.comic_id))], undefined, lang)).map((c) => [c.id, c]),
    );
    return rows.flatMap((r) => {
      const e = episodes.get(r.episode_id);
      const c = comics.get(r.comic_id);
      if (!e || !c) return [];
      const { title, message } = lang === 'mn' ? INBOX_PUSH_MONGOLIAN[r.kind](c.title, e.episodeNumber) : r;
      return [
        {
          id: r.id,
          kind: r.kind,
          title,
          message,
          schedule: new Date(r.schedule),
          comicId: c.id,
          comicSlug: c.slug,
          comicTitle: c.title,
          episodeId: e.id,
          episodeNumber: e.episodeNumber,
          read: false,
          readAt: null,
        },
      ];
    });
  }
}
