import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserRow } from '../../infra/user-row.js';
import { AccountsService } from '../../accounts.service.js';
import { GetSignedInUserQuery } from './get-signed-in-user.query.js';

@QueryHandler(GetSignedInUserQuery)
export class GetSignedInUserHandler implements IQueryHandler<GetSignedInUserQuery> {
  constructor(private readonly accounts: AccountsService) {}

  execute({ userId }: GetSignedInUserQuery): Promise<UserRow> {
    return this.accounts.requireUser(userId);
  }
}
