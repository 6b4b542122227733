import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A browser's push endpoint belongs to one reader at a time: of the rows that shared one, the
 * newest is kept (that reader subscribed last), and the endpoint is unique from here on.
 */
export class PushEndpointOneOwner1700006100100 implements MigrationInterface {
  name = 'PushEndpointOneOwner1700006100100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM public.inbox_push_subscriptions s USING public.inbox_push_subscriptions newer
       WHERE newer.endpoint = s.endpoint AND (newer.subscribed_at, newer.id) > (s.subscribed_at, s.id)`);
    await q.query('CREATE UNIQUE INDEX inbox_push_subscriptions_endpoint ON public.inbox_push_subscriptions (endpoint)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS public.inbox_push_subscriptions_endpoint');
  }
}
