import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { InboxReadModel, type InboxNotification } from '../inbox.read-model.js';
import { GetUserNotificationQuery } from './get-user-notification.query.js';

/** A notification is listed once its schedule time has passed (spec §4). */
@QueryHandler(GetUserNotificationQuery)
export class GetUserNotificationHandler implements IQueryHandler<GetUserNotificationQuery> {
  constructor(
    private readonly readModel: InboxReadModel,
    private readonly clock: Clock,
  ) {}

  execute({ userId, lang }: GetUserNotificationQuery): Promise<InboxNotification[]> {
    return this.readModel.visibleFor(userId, this.clock.now(), lang);
  }
}
