import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { InboxReadModel, type InboxNotification } from '../inbox.read-model.js';
import { GetUserNotificationDataQuery } from './get-user-notification-data.query.js';

@QueryHandler(GetUserNotificationDataQuery)
export class GetUserNotificationDataHandler implements IQueryHandler<GetUserNotificationDataQuery> {
  constructor(
    private readonly readModel: InboxReadModel,
    private readonly clock: Clock,
  ) {}

  execute({ userId, notificationId, lang }: GetUserNotificationDataQuery): Promise<InboxNotification> {
    return this.readModel.one(userId, notificationId, this.clock.now(), lang);
  }
}
