import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../read-model/catalog.queries.js';
import type { NotificationOut } from '../../read-model/catalog.rows.js';
import { GetNotificationQuery, GetNotificationsQuery } from './get-notifications.query.js';

@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ at, lang }: GetNotificationsQuery): Promise<NotificationOut[]> {
    return this.catalog.notifications(at, lang);
  }
}

@QueryHandler(GetNotificationQuery)
export class GetNotificationHandler implements IQueryHandler<GetNotificationQuery> {
  constructor(private readonly catalog: CatalogQueries) {}

  execute({ id, at, lang }: GetNotificationQuery): Promise<NotificationOut> {
    return this.catalog.notification(id, at, lang);
  }
}
