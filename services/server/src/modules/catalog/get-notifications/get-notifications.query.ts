import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../cache/cached-read.js';
import type { NotificationOut } from '../read-model/catalog.rows.js';

/** The notifications whose schedule has come, newest first. */
export class GetNotificationsQuery extends Query<NotificationOut[]> implements CachedRead<NotificationOut[]> {
  readonly cacheKey = 'notification';
  constructor(readonly at?: Date) { super(); }
}

/** One notification whose schedule has come; 404 CATALOG.NOTIFICATION_NOT_FOUND otherwise. */
export class GetNotificationQuery extends Query<NotificationOut> implements CachedRead<NotificationOut> {
  readonly cacheKey: string;
  constructor(readonly id: string, readonly at?: Date) { super(); this.cacheKey = `notification:${id}`; }
}
