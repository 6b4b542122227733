import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, type Queryable } from '../../../platform/database/pg-pool.js';

export interface ReportRecord {
  commentId: string;
  guiltyUser: string;
  episodeId: string;
  reason: string;
  createdAt: Date;
}
export interface QueueEntry {
  commentId: string;
  episodeId: string;
  userId: string;
  content: string;
  reports: number;
  weight: number;
  establishedWeight: number;
  hidden: boolean;
  hiddenBy: string | null;
  lastReportedAt: Date | null;
  createdAt: Date;
}
export type ModerationAction = 'auto_hide' | 'hide' | 'restore' | 'ban';

/** Reports, bans and the moderation log (ordinary tables). */
@Injectable()
export class ModerationStore {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The reader's ban, if one runs past `now`. */
  async activeBan(userId: string, now: Date): Promise<Date | null> {
    const { rows } = await this.pool.query('SELECT until FROM public.community_bans WHERE user_id = $1::uuid AND until > $2', [
      userId,
      now,
    ]);
    return rows[0]?.until ?? null;
  }

  /** How many of the reader's past reports were upheld (their comment hidden) and dismissed (restored). */
  async reportHistory(userId: string): Promise<{ upheld: number; dismissed: number }> {
    const { rows } = await this.pool.query(
      `SELECT count(*) FILTER (WHERE outcome = 'upheld')::int AS upheld, count(*) FILTER (WHERE outcome = 'dismissed')::int AS dismissed
       FROM public.community_reports WHERE reporter_id = $1::uuid`,
      [userId],
    );
    return { upheld: rows[0]?.upheld ?? 0, dismissed: rows[0]?.dismissed ?? 0 };
  }

  /** Records a report and adds its weight to the comment; false when this reader already reported it. */
  async addReport(
    tx: Queryable,
    r: {
      commentId: string;
      reporterId: string;
      guiltyUserId: string;
      episodeId: string;
      reason: string;
      weight: number;
      established: boolean;
      at: Date;
    },
  ) {
    const ins = await tx.query(
      `INSERT INTO public.community_reports (comment_id, reporter_id, guilty_user_id, episode_id, reason, weight, established, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (comment_id, reporter_id) DO NOTHING`,
      [r.commentId, r.reporterId, r.guiltyUserId, r.episodeId, r.reason, r.weight, r.established, r.at],
    );
    if (!ins.rowCount) return null;
    const { rows } = await tx.query(
      `UPDATE public.community_comments SET report_count = report_count + 1, report_weight = report_weight + $2,
         established_weight = established_weight + CASE WHEN $3 THEN $2 ELSE 0 END, last_reported_at = $4
       WHERE id = $1 RETURNING report_weight, established_weight, hidden_at IS NOT NULL AS hidden`,
      [r.commentId, r.weight, r.established, r.at],
    );
    return { total: Number(rows[0].report_weight), established: Number(rows[0].established_weight), hidden: rows[0].hidden as boolean };
  }

  async hide(tx: Queryable, commentId: string, by: string, reason: string, at: Date): Promise<void> {
    await tx.query('UPDATE public.community_comments SET hidden_at = $2, hidden_by = $3, hidden_reason = $4 WHERE id = $1', [
      commentId,
      at,
      by,
      reason,
    ]);
    await tx.query(`UPDATE public.community_reports SET outcome = 'upheld' WHERE comment_id = $1`, [commentId]);
  }

  /** Shows a hidden comment again; its reports are dismissed and their weight no longer counts. */
  async restore(tx: Queryable, commentId: string): Promise<void> {
    await tx.query(
      'UPDATE public.community_comments SET hidden_at = NULL, hidden_by = NULL, hidden_reason = NULL, report_weight = 0, established_weight = 0 WHERE id = $1',
      [commentId],
    );
    await tx.query(`UPDATE public.community_reports SET outcome = 'dismissed' WHERE comment_id = $1`, [commentId]);
  }

  async ban(tx: Queryable, userId: string, until: Date, reason: string, actor: string, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO public.community_bans (user_id, until, reason, actor, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET until = $2, reason = $3, actor = $4, created_at = $5`,
      [userId, until, reason, actor, at],
    );
  }

  async log(
    tx: Queryable,
    e: {
      action: ModerationAction;
      commentId?: string | null;
      userId?: string | null;
      actor: string;
      reason: string;
      detail?: unknown;
      at: Date;
    },
  ): Promise<void> {
    await tx.query(
      'INSERT INTO public.community_moderation_log (action, comment_id, user_id, actor, reason, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [e.action, e.commentId ?? null, e.userId ?? null, e.actor, e.reason, JSON.stringify(e.detail ?? {}), e.at],
    );
  }

  async reportsBy(userId: string): Promise<ReportRecord[]> {
    const { rows } = await this.pool.query(
      `SELECT comment_id, guilty_user_id, episode_id, reason, created_at FROM public.community_reports WHERE reporter_id = $1::uuid ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map((r) => ({
      commentId: r.comment_id,
      guiltyUser: r.guilty_user_id,
      episodeId: r.episode_id,
      reason: r.reason,
      createdAt: r.created_at,
    }));
  }

  /** Reported comments not deleted, the heaviest reports first (then the latest reported). */
  async queue(limit: number): Promise<QueueEntry[]> {
    const { rows } = await this.pool.query(
      `SELECT id, episode_id, user_id, content, report_count, report_weight, established_weight, hidden_at IS NOT NULL AS hidden, hidden_by, last_reported_at, created_at
       FROM public.community_comments WHERE report_count > 0 AND deleted_at IS NULL
       ORDER BY report_weight DESC, last_reported_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      commentId: r.id,
      episodeId: r.episode_id,
      userId: r.user_id,
      content: r.content,
      reports: r.report_count,
      weight: Number(r.report_weight),
      establishedWeight: Number(r.established_weight),
      hidden: r.hidden,
      hiddenBy: r.hidden_by,
      lastReportedAt: r.last_reported_at,
      createdAt: r.created_at,
    }));
  }

  async logOf(commentId: string): Promise<Array<{ action: ModerationAction; actor: string; reason: string; at: Date }>> {
    const { rows } = await this.pool.query(
      'SELECT action, actor, reason, created_at FROM public.community_moderation_log WHERE comment_id = $1::uuid ORDER BY id',
      [commentId],
    );
    return rows.map((r) => ({ action: r.action, actor: r.actor, reason: r.reason, at: r.created_at }));
  }
}
