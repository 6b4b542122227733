import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountsService, type UserSettingView } from '../../accounts.service.js';
import { GetUserSettingQuery } from './get-user-setting.query.js';

@QueryHandler(GetUserSettingQuery)
export class GetUserSettingHandler implements IQueryHandler<GetUserSettingQuery> {
  constructor(private readonly accounts: AccountsService) {}

  execute({ userId }: GetUserSettingQuery): Promise<UserSettingView> {
    return this.accounts.settings(userId);
  }
}
