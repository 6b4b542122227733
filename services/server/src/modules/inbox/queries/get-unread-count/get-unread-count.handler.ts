import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { InboxReadModel } from '../../inbox.read-model.js';
import { GetUnreadCountQuery } from './get-unread-count.query.js';

@QueryHandler(GetUnreadCountQuery)
export class GetUnreadCountHandler implements IQueryHandler<GetUnreadCountQuery> {
  constructor(
    private readonly readModel: InboxReadModel,
    private readonly clock: Clock,
  ) {}

  execute({ userId }: GetUnreadCountQuery): Promise<number> {
    return this.readModel.unreadCount(userId, this.clock.now());
  }
}
