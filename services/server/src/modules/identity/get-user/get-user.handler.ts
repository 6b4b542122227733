import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserRow } from '../infra/user-row.js';
import { AccountsService } from '../accounts.service.js';
import { GetUserQuery } from './get-user.query.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly accounts: AccountsService) {}

  execute({ userId }: GetUserQuery): Promise<UserRow> {
    return this.accounts.requireUser(userId);
  }
}
