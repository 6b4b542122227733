import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, prepared, withTransaction, type Queryable } from '../../../platform/database/pg-pool.js';

/** A comment as the community reads it, with whether the asking reader liked it. */
export interface CommentRow {
  id: string;
  episodeId: string;
  comicId: string;
  episodeNumber: number;
  userId: string;
  content: string;
  likeCount: number;
  createdAt: Date;
  hidden: boolean;
  hiddenReason: string | null;
  liked: boolean;
  /** createdAt to the microsecond, for cursors (a Date keeps milliseconds only). */
  at?: string;
}
export interface NewComment {
  id: string;
  episodeId: string;
  comicId: string;
  episodeNumber: number;
  userId: string;
  content: string;
  at: Date;
}
/** Where a page starts: after the comment with this (createdAt to the microsecond, id), newest first. */
export interface Cursor {
  at: string;
  id: string;
}

const COLUMNS = `c.id, c.episode_id, c.comic_id, c.episode_number, c.user_id, c.content, c.like_count, c.created_at,
  c.hidden_at IS NOT NULL AS hidden, c.hidden_reason,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_exact`;

/**
 * One page of an episode's comments, newest first, for an asker ($2, null for a visitor): keyset
 * on (created_at, id) over community_comments_page, so page 5 000 costs what page 1 does. After a
 * cursor the row comparison is the index range's start; it is a statement of its own, since an
 * `$3 IS NULL OR …` would keep the planner from using it as one (a deep page then filters every
 * row before it). Comments hidden by moderation are left out except for their author; authors the
 * asker muted are left out.
 */
const pageSql = (afterCursor: boolean) => `SELECT ${COLUMNS},
    ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM public.community_comment_likes l WHERE l.comment_id = c.id AND l.user_id = $2::uuid)) AS liked
  FROM public.community_comments c
  WHERE c.episode_id = $1::uuid AND c.deleted_at IS NULL
    AND (c.hidden_at IS NULL OR c.user_id = $2::uuid)
    ${afterCursor ? 'AND (c.created_at, c.id) < ($4::timestamptz, $5::uuid)' : ''}
    AND ($2::uuid IS NULL OR NOT EXISTS (SELECT 1 FROM public.community_mutes m WHERE m.user_id = $2::uuid AND m.muted_user_id = c.user_id))
  ORDER BY c.created_at DESC, c.id DESC
  LIMIT $3`;
export const FIRST_PAGE_SQL = pageSql(false);
export const NEXT_PAGE_SQL = pageSql(true);

function rowOf(r: any): CommentRow {
  return {
    id: r.id,
    episodeId: r.episode_id,
    comicId: r.comic_id,
    episodeNumber: r.episode_number,
    userId: r.user_id,
    content: r.content,
    likeCount: r.like_count,
    createdAt: r.created_at,
    hidden: r.hidden,
    hiddenReason: r.hidden_reason ?? null,
    liked: !!r.liked,
    at: r.at_exact,
  };
}

/** The comment tables (ordinary tables, docs/architecture.md): comments, their likes, mutes and the per-episode count. */
@Injectable()
export class CommentStore {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  transaction<T>(fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
    return withTransaction(this.pool, fn);
  }

  async insert(c: NewComment): Promise<void> {
    await this.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO public.community_comments (id, episode_id, comic_id, episode_number, user_id, content, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [c.id, c.episodeId, c.comicId, c.episodeNumber, c.userId, c.content, c.at],
      );
      await this.moveCount(tx, c.episodeId, 1);
    });
  }

  /** The visible-comment count of an episode moves with every comment added, deleted, hidden or restored. */
  async moveCount(tx: Queryable, episodeId: string, by: number): Promise<void> {
    await tx.query(
      `INSERT INTO public.community_episode_stats AS s (episode_id, comments) VALUES ($1, GREATEST($2::int, 0))
       ON CONFLICT (episode_id) DO UPDATE SET comments = GREATEST(s.comments + $2::int, 0)`,
      [episodeId, by],
    );
  }

  async count(episodeId: string): Promise<number> {
    const { rows } = await this.pool.query(
      prepared('SELECT comments FROM public.community_episode_stats WHERE episode_id = $1::uuid', [episodeId]),
    );
    return rows[0]?.comments ?? 0;
  }

  async page(episodeId: string, askerId: string | null, cursor: Cursor | null, limit: number): Promise<CommentRow[]> {
    const { rows } = await this.pool.query(
      cursor
        ? prepared(NEXT_PAGE_SQL, [episodeId, askerId, limit, cursor.at, cursor.id])
        : prepared(FIRST_PAGE_SQL, [episodeId, askerId, limit]),
    );
    return rows.map(rowOf);
  }

  /** A comment not deleted, as `askerId` may see it (hidden ones only by their author); null otherwise. */
  async visible(commentId: string, askerId: string | null, q: Queryable = this.pool, lock = false): Promise<CommentRow | null> {
    const { rows } = await q.query(
      `SELECT ${COLUMNS}, false AS liked FROM public.community_comments c
       WHERE c.id = $1::uuid AND c.deleted_at IS NULL AND (c.hidden_at IS NULL OR c.user_id = $2::uuid)${lock ? ' FOR UPDATE' : ''}`,
      [commentId, askerId],
    );
    return rows[0] ? rowOf(rows[0]) : null;
  }

  /** Any comment not deleted (staff see hidden ones too). */
  async byId(commentId: string, q: Queryable = this.pool, lock = false): Promise<CommentRow | null> {
    const { rows } = await q.query(
      `SELECT ${COLUMNS}, false AS liked FROM public.community_comments c WHERE c.id = $1::uuid AND c.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
      [commentId],
    );
    return rows[0] ? rowOf(rows[0]) : null;
  }

  /** Marks a comment deleted; its likes and reports stay for the record. True when it was visible to everyone. */
  async softDelete(tx: Queryable, commentId: string, at: Date): Promise<boolean> {
    const { rows } = await tx.query(
      'UPDATE public.community_comments SET deleted_at = $2 WHERE id = $1::uuid AND deleted_at IS NULL RETURNING hidden_at IS NULL AS was_visible',
      [commentId, at],
    );
    return !!rows[0]?.was_visible;
  }

  /**
   * Sets the reader's like of a comment (`like` true/false) or flips it (undefined), in one
   * statement against the unique (comment_id, user_id) key: concurrent calls by one reader can
   * never make two likes, and the count moves only with a row that really came or went.
   */
  async setLike(commentId: string, userId: string, like: boolean | undefined, at: Date): Promise<{ liked: boolean; likeCount: number }> {
    return this.transaction(async (tx) => {
      if (like !== false) {
        const added = await tx.query(
          `WITH ins AS (INSERT INTO public.community_comment_likes (comment_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1)
           UPDATE public.community_comments SET like_count = like_count + 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM ins) RETURNING like_count`,
          [commentId, userId, at],
        );
        if (added.rowCount) return { liked: true, likeCount: added.rows[0].like_count };
        if (like === true) return { liked: true, likeCount: await this.likeCount(tx, commentId) };
      }
      const removed = await tx.query(
        `WITH del AS (DELETE FROM public.community_comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING 1)
         UPDATE public.community_comments SET like_count = like_count - 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM del) RETURNING like_count`,
        [commentId, userId],
      );
      return { liked: false, likeCount: removed.rowCount ? removed.rows[0].like_count : await this.likeCount(tx, commentId) };
    });
  }

  private async likeCount(q: Queryable, commentId: string): Promise<number> {
    const { rows } = await q.query('SELECT like_count FROM public.community_comments WHERE id = $1', [commentId]);
    return rows[0]?.like_count ?? 0;
  }

  /** Sets (true/false) or flips (undefined) the reader's mute of an author. */
  async setMute(userId: string, mutedUserId: string, mute: boolean | undefined, at: Date): Promise<boolean> {
    return this.transaction(async (tx) => {
      if (mute !== false) {
        const added = await tx.query(
          'INSERT INTO public.community_mutes (user_id, muted_user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [userId, mutedUserId, at],
        );
        if (added.rowCount || mute === true) return true;
      }
      await tx.query('DELETE FROM public.community_mutes WHERE user_id = $1 AND muted_user_id = $2', [userId, mutedUserId]);
      return false;
    });
  }

  async isMuted(userId: string, authorId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM public.community_mutes WHERE user_id = $1 AND muted_user_id = $2', [
      userId,
      authorId,
    ]);
    return !!rowCount;
  }

  async mutes(userId: string): Promise<Array<{ mutedUserId: string; createdAt: Date }>> {
    const { rows } = await this.pool.query(
      'SELECT muted_user_id, created_at FROM public.community_mutes WHERE user_id = $1 ORDER BY created_at DESC',
      [userId],
    );
    return rows.map((r) => ({ mutedUserId: r.muted_user_id, createdAt: r.created_at }));
  }

  async likes(userId: string): Promise<Array<{ commentId: string; episodeId: string; createdAt: Date }>> {
    const { rows } = await this.pool.query(
      `SELECT l.comment_id, c.episode_id, l.created_at FROM public.community_comment_likes l JOIN public.community_comments c ON c.id = l.comment_id
       WHERE l.user_id = $1 AND c.deleted_at IS NULL ORDER BY l.created_at DESC`,
      [userId],
    );
    return rows.map((r) => ({ commentId: r.comment_id, episodeId: r.episode_id, createdAt: r.created_at }));
  }
}
