import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { CONFIG } from '../../../../config/config.module.js';
import type { Config } from '../../../../config/config.schema.js';
import { Clock } from '../../../../platform/clock/clock.js';
import { isUniqueViolation } from '../../../../platform/database/pg-errors.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { PushEndpointTakenError } from '../../inbox.errors.js';
import { parsePushSubscription, PUSH_DEVICES_MAX } from '../../web-push/push-subscription.js';
import { SubscribePushCommand, type PushSubscribed } from './subscribe-push.command.js';

/**
 * Records the reader's browser subscription, then keeps the reader's PUSH_DEVICES_MAX most recent.
 * An endpoint has one owner: while another reader holds it (a shared browser whose last reader
 * did not log out), the subscription is refused and that reader's stays as it was; logging out
 * or turning browser notifications off releases it.
 */
@CommandHandler(SubscribePushCommand)
export class SubscribePushHandler implements ICommandHandler<SubscribePushCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: Config,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, subscription }: SubscribePushCommand): Promise<PushSubscribed> {
    const s = parsePushSubscription(subscription, this.config.WEB_PUSH_ALLOWED_ORIGINS);
    return withTransaction(this.pool, async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('inbox-push:' || $1))", [userId]);
      const owner = await tx.query('SELECT 1 FROM public.inbox_push_subscriptions WHERE endpoint = $1 AND user_id <> $2', [
        s.endpoint,
        userId,
      ]);
      if (owner.rowCount) throw new PushEndpointTakenError();
      await tx
        .query(
          `
        INSERT INTO public.inbox_push_subscriptions (id, user_id, endpoint, p256dh, auth, subscribed_at) VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (user_id, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, subscribed_at = EXCLUDED.subscribed_at`,
          [randomUUID(), userId, s.endpoint, s.p256dh, s.auth, this.clock.now()],
        )
        .catch((e: unknown) => {
          // Two readers subscribing the same endpoint at once: the unique endpoint lets one through.
          throw isUniqueViolation(e) ? new PushEndpointTakenError() : e;
        });
      await tx.query(
        `
        DELETE FROM public.inbox_push_subscriptions WHERE user_id = $1 AND id NOT IN (
          SELECT id FROM public.inbox_push_subscriptions WHERE user_id = $1 ORDER BY subscribed_at DESC, id LIMIT $2)`,
        [userId, PUSH_DEVICES_MAX],
      );
      const {
        rows: [row],
      } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM public.inbox_push_subscriptions WHERE user_id = $1', [userId]);
      return { subscribed: true as const, devices: row!.n };
    });
  }
}
