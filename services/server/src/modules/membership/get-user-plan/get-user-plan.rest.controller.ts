import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../platform/auth/access.decorators.js';
import { GetUserPlanQuery } from './get-user-plan.query.js';

@Controller('api')
export class GetUserPlanRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated()
  @Get('get-user-plan-data/:userId')
  async userPlan(@Param('userId') userId: string) {
    return { success: true, userPlan: await this.queries.execute(new GetUserPlanQuery(userId)) };
  }
}
