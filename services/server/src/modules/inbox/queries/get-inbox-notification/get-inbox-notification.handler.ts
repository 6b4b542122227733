import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { InboxReadModel, type InboxNotification } from '../../inbox.read-model.js';
import { GetInboxNotificationQuery } from './get-inbox-notification.query.js';

@QueryHandler(GetInboxNotificationQuery)
export class GetInboxNotificationHandler implements IQueryHandler<GetInboxNotificationQuery> {
  constructor(
    private readonly readModel: InboxReadModel,
    private readonly clock: Clock,
  ) {}

  execute({ userId, notificationId, lang }: GetInboxNotificationQuery): Promise<InboxNotification> {
    return this.readModel.one(userId, notificationId, this.clock.now(), lang);
  }
}
