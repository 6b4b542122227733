import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { toSetting, UserSettingType } from '../../identity.graphql-types.js';
import { GetUserSettingQuery } from './get-user-setting.query.js';

@Resolver()
export class GetUserSettingResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => UserSettingType)
  async userSetting(@CurrentUser() me: AuthUser): Promise<UserSettingType> {
    return toSetting(await this.queries.execute(new GetUserSettingQuery(me.userId)));
  }
}
