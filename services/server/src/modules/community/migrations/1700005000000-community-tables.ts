import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Episode comments and what readers do with them (ordinary tables, docs/architecture.md): comment
 * likes, mutes, reports, the visible-comment count per episode, bans and the moderation log.
 */
export class CommunityTables1700005000000 implements MigrationInterface {
  name = 'CommunityTables1700005000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.community_comments (
        id uuid PRIMARY KEY,
        episode_id uuid NOT NULL,
        comic_id uuid NOT NULL,
        episode_number integer NOT NULL,
        user_id uuid NOT NULL,
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 1000),
        like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
        report_weight numeric(10,2) NOT NULL DEFAULT 0,
        established_weight numeric(10,2) NOT NULL DEFAULT 0,
        last_reported_at timestamptz NULL,
        hidden_at timestamptz NULL,
        hidden_by text NULL,
        hidden_reason text NULL,
        created_at timestamptz NOT NULL,
        deleted_at timestamptz NULL
      )`);
    // The episode page, newest first, keyset on (created_at, id): one index range scan whatever the depth.
    await q.query(
      'CREATE INDEX community_comments_page ON public.community_comments (episode_id, created_at DESC, id DESC) WHERE deleted_at IS NULL',
    );
    await q.query(
      'CREATE INDEX community_comments_reported ON public.community_comments (report_weight DESC, last_reported_at DESC) WHERE report_count > 0 AND deleted_at IS NULL',
    );

    await q.query(`
      CREATE TABLE public.community_comment_likes (
        comment_id uuid NOT NULL REFERENCES public.community_comments(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (comment_id, user_id)
      )`);
    await q.query('CREATE INDEX community_comment_likes_user ON public.community_comment_likes (user_id, created_at DESC)');

    await q.query(`
      CREATE TABLE public.community_mutes (
        user_id uuid NOT NULL,
        muted_user_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, muted_user_id),
        CHECK (user_id <> muted_user_id)
      )`);

    await q.query(`
      CREATE TABLE public.community_reports (
        comment_id uuid NOT NULL REFERENCES public.community_comments(id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL,
        guilty_user_id uuid NOT NULL,
        episode_id uuid NOT NULL,
        reason text NOT NULL DEFAULT '',
        weight numeric(6,2) NOT NULL CHECK (weight > 0),
        established boolean NOT NULL,
        outcome text NULL CHECK (outcome IN ('upheld', 'dismissed')),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (comment_id, reporter_id),
        CHECK (reporter_id <> guilty_user_id)
      )`);
    await q.query('CREATE INDEX community_reports_reporter ON public.community_reports (reporter_id, created_at DESC)');

    await q.query(`
      CREATE TABLE public.community_episode_stats (
        episode_id uuid PRIMARY KEY,
        comments integer NOT NULL DEFAULT 0 CHECK (comments >= 0)
      )`);

    await q.query(`
      CREATE TABLE public.community_bans (
        user_id uuid PRIMARY KEY,
        until timestamptz NOT NULL,
        reason text NOT NULL,
        actor text NOT NULL,
        created_at timestamptz NOT NULL
      )`);

    await q.query(`
      CREATE TABLE public.community_moderation_log (
        id bigserial PRIMARY KEY,
        action text NOT NULL CHECK (action IN ('auto_hide', 'hide', 'restore', 'ban')),
        comment_id uuid NULL,
        user_id uuid NULL,
        actor text NOT NULL,
        reason text NOT NULL,
        detail jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX community_moderation_log_comment ON public.community_moderation_log (comment_id, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'community_moderation_log',
      'community_bans',
      'community_episode_stats',
      'community_reports',
      'community_mutes',
      'community_comment_likes',
      'community_comments',
    ]) {
      await q.query(`DROP TABLE IF EXISTS public.${t}`);
    }
  }
}
