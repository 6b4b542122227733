import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { PlanRef } from '../../membership.inputs.js';
import { PLAN_CHANGE_MESSAGE } from '../../membership.messages.js';
import { PLAN_CHANGE_LIMIT } from '../../membership.rules.js';
import { ResumePlanCommand } from './resume-plan.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class ResumePlanRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @RateLimit(PLAN_CHANGE_LIMIT)
  @ApiKomaRoute({ summary: 'Resume a cancelled renewal', ok: { change: 'string', userPlan: 'object' }, errors: [404, 409, 429] })
  @Post('resume-plan/:planId')
  @HttpCode(200)
  async resumePlan(@CurrentUser() me: AuthUser, @Param('planId') planId: string) {
    const { change, userPlan } = await this.commands.execute(new ResumePlanCommand(me.userId, parseBody(PlanRef, planId)));
    return { success: true, message: PLAN_CHANGE_MESSAGE[change], change, userPlan };
  }
}
