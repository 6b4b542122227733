import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import type { NotificationOut } from '../../read-model/catalog.rows.js';
import { GetNotificationQuery, GetNotificationsQuery } from './get-notifications.query.js';
import { notificationDue, notificationsDue } from './notifications.read.js';

@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  execute({ at, lang }: GetNotificationsQuery): Promise<NotificationOut[]> {
    return notificationsDue(this.pool, at ?? this.clock.now(), lang);
  }
}

@QueryHandler(GetNotificationQuery)
export class GetNotificationHandler implements IQueryHandler<GetNotificationQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  execute({ id, at, lang }: GetNotificationQuery): Promise<NotificationOut> {
    return notificationDue(this.pool, id, at ?? this.clock.now(), lang);
  }
}
