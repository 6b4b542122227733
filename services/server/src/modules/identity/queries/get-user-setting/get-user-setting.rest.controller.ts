import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { GetUserSettingQuery } from './get-user-setting.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetUserSettingRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated(['userId'])
  @ApiKomaRoute({ summary: "The reader's settings", ok: { userSetting: 'object' } })
  @Get('get-user-setting/:userId')
  async userSetting(@CurrentUser() me: AuthUser) {
    return { success: true, userSetting: await this.queries.execute(new GetUserSettingQuery(me.userId)) };
  }
}
