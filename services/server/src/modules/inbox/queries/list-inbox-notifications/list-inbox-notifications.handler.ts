import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { InboxReadModel, type InboxNotification } from '../../inbox.read-model.js';
import { ListInboxNotificationsQuery } from './list-inbox-notifications.query.js';

/** A notification is listed once its schedule time has passed (docs/product.md). */
@QueryHandler(ListInboxNotificationsQuery)
export class ListInboxNotificationsHandler implements IQueryHandler<ListInboxNotificationsQuery> {
  constructor(
    private readonly readModel: InboxReadModel,
    private readonly clock: Clock,
  ) {}

  execute({ userId, lang }: ListInboxNotificationsQuery): Promise<InboxNotification[]> {
    return this.readModel.visibleFor(userId, this.clock.now(), lang);
  }
}
