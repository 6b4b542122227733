import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EmailChangeService } from '../../email-change.service.js';
import { GetPendingEmailQuery } from './get-pending-email.query.js';

@QueryHandler(GetPendingEmailQuery)
export class GetPendingEmailHandler implements IQueryHandler<GetPendingEmailQuery> {
  constructor(private readonly changes: EmailChangeService) {}

  execute({ userId }: GetPendingEmailQuery): Promise<string | null> {
    return this.changes.pendingEmail(userId);
  }
}
