import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push: each reader's browser subscriptions (one row per reader and push endpoint) and the
 * sent-marks that let a push job be retried without pushing a notification to a device twice.
 * The VAPID key pair, when not configured, is made at first start into `inbox_secrets`.
 */
export class InboxPushSubscriptions1700006100000 implements MigrationInterface {
  name = 'InboxPushSubscriptions1700006100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.inbox_push_subscriptions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        endpoint text NOT NULL CHECK (length(endpoint) <= 2048),
        p256dh text NOT NULL,
        auth text NOT NULL,
        subscribed_at timestamptz NOT NULL,
        CONSTRAINT inbox_push_subscriptions_once UNIQUE (user_id, endpoint)
      )`);
    await q.query(`
      CREATE TABLE public.inbox_push_marks (
        notification_id uuid NOT NULL,
        subscription_id uuid NOT NULL REFERENCES public.inbox_push_subscriptions (id) ON DELETE CASCADE,
        marked_at timestamptz NOT NULL,
        PRIMARY KEY (subscription_id, notification_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS public.inbox_push_marks');
    await q.query('DROP TABLE IF EXISTS public.inbox_push_subscriptions');
  }
}
