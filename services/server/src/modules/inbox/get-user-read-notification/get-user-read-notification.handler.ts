import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InboxReadModel } from '../inbox.read-model.js';
import { GetUserReadNotificationQuery, type ReadMark } from './get-user-read-notification.query.js';

@QueryHandler(GetUserReadNotificationQuery)
export class GetUserReadNotificationHandler implements IQueryHandler<GetUserReadNotificationQuery> {
  constructor(private readonly readModel: InboxReadModel) {}

  execute({ userId }: GetUserReadNotificationQuery): Promise<ReadMark[]> {
    return this.readModel.readMarks(userId);
  }
}
