import { Controller, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { GetUserPlanQuery } from './get-user-plan.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetUserPlanRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated()
  @ApiKomaRoute({ summary: "The reader's plan, named in the reader's language", ok: { userPlan: 'object' } })
  @Get('get-user-plan-data/:userId')
  async userPlan(@Param('userId') userId: string, @Req() req: FastifyRequest) {
    return { success: true, userPlan: await this.queries.execute(new GetUserPlanQuery(userId, await this.language.of(req))) };
  }
}
