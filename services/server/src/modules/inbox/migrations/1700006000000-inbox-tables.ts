import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inbox's ordinary tables: reader notifications made by fan-outs, read marks, the delivery
 * record of catalog notifications (with the mail sent-marks), and what the release scan has seen.
 * Bells are events (stream `bells-<userId>`), projected into `rm.inbox_bells`.
 */
export class InboxTables1700006000000 implements MigrationInterface {
  name = 'InboxTables1700006000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.inbox_reader_notifications (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('new_episode', 'now_free')),
        comic_id uuid NOT NULL,
        episode_id uuid NOT NULL,
        title text NOT NULL,
        message text NOT NULL,
        schedule timestamptz NOT NULL,
        CONSTRAINT inbox_reader_notifications_once UNIQUE (user_id, episode_id, kind)
      )`);
    await q.query('CREATE INDEX inbox_reader_notifications_user ON public.inbox_reader_notifications (user_id, schedule DESC)');

    await q.query(`
      CREATE TABLE public.inbox_read_marks (
        user_id uuid NOT NULL,
        notification_id uuid NOT NULL,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, notification_id)
      )`);

    // One row per (catalog notification, schedule): a re-scheduled notification gets a new job.
    await q.query(`
      CREATE TABLE public.inbox_deliveries (
        notification_id uuid NOT NULL,
        schedule timestamptz NOT NULL,
        mail_cursor uuid NULL,
        delivered_at timestamptz NULL,
        outcome text NULL,
        PRIMARY KEY (notification_id, schedule)
      )`);
    // The sent-marks: one mail per reader per notification, however often a delivery is retried.
    await q.query(`
      CREATE TABLE public.inbox_mail_marks (
        notification_id uuid NOT NULL,
        user_id uuid NOT NULL,
        marked_at timestamptz NOT NULL,
        PRIMARY KEY (notification_id, user_id)
      )`);

    await q.query(`
      CREATE TABLE public.inbox_episode_seen (
        episode_id uuid PRIMARY KEY,
        free boolean NOT NULL,
        seen_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE public.inbox_announcements (
        id uuid PRIMARY KEY,
        episode_id uuid NOT NULL,
        comic_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('new_episode', 'now_free')),
        announced_at timestamptz NOT NULL,
        cursor uuid NULL,
        written int NOT NULL DEFAULT 0,
        done_at timestamptz NULL,
        UNIQUE (episode_id, kind)
      )`);
    await q.query('CREATE TABLE public.inbox_release_plans (at timestamptz PRIMARY KEY)');

    await q.query('CREATE TABLE public.inbox_secrets (name text PRIMARY KEY, value text NOT NULL)');
    await q.query(`INSERT INTO public.inbox_secrets (name, value)
      VALUES ('unsubscribe-key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'inbox_secrets',
      'inbox_release_plans',
      'inbox_announcements',
      'inbox_episode_seen',
      'inbox_mail_marks',
      'inbox_deliveries',
      'inbox_read_marks',
      'inbox_reader_notifications',
    ]) {
      await q.query(`DROP TABLE IF EXISTS public.${t}`);
    }
  }
}
