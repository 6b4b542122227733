import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { PushSubscriptionNotFoundError } from '../../inbox.errors.js';
import { PUSH_ENDPOINT_MAX } from '../../web-push/push-subscription.js';
import { UnsubscribePushCommand, type PushUnsubscribed } from './unsubscribe-push.command.js';

/** An endpoint the reader has not subscribed (unknown, or another reader's) is 404 and nothing changes. */
@CommandHandler(UnsubscribePushCommand)
export class UnsubscribePushHandler implements ICommandHandler<UnsubscribePushCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ userId, endpoint }: UnsubscribePushCommand): Promise<PushUnsubscribed> {
    if (typeof endpoint !== 'string' || !endpoint.trim()) throw validationError('endpoint: is required');
    if (endpoint.length > PUSH_ENDPOINT_MAX) throw validationError('endpoint: is too long');
    const { rowCount } = await this.pool.query('DELETE FROM public.inbox_push_subscriptions WHERE user_id = $1 AND endpoint = $2', [
      userId,
      endpoint.trim(),
    ]);
    if (!rowCount) throw new PushSubscriptionNotFoundError();
    const {
      rows: [row],
    } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM public.inbox_push_subscriptions WHERE user_id = $1', [userId]);
    return { subscribed: false, devices: row!.n };
  }
}
