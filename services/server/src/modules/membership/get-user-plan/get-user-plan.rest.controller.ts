import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../platform/auth/access.decorators.js';
import { GetUserPlanQuery } from './get-user-plan.query.js';
import { ApiKomaRoute } from '../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetUserPlanRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'The reader\'s plan', ok: { userPlan: 'object' } })
  @Get('get-user-plan-data/:userId')
  async userPlan(@Param('userId') userId: string) {
    return { success: true, userPlan: await this.queries.execute(new GetUserPlanQuery(userId)) };
  }
}
