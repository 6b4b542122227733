import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { PlanChangeResult } from '../../membership.graphql-types.js';
import { PlanRef } from '../../membership.inputs.js';
import { PLAN_CHANGE_LIMIT } from '../../membership.rules.js';
import { CancelPlanCommand } from './cancel-plan.command.js';

@Resolver()
export class CancelPlanResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @RateLimit(PLAN_CHANGE_LIMIT)
  @Mutation(() => PlanChangeResult, { description: 'Cancel at the billing date: the plan ends then instead of renewing (cancel-plan)' })
  async cancelPlan(@CurrentUser() me: AuthUser, @Args('planId', { type: () => ID }) planId: string): Promise<PlanChangeResult> {
    return PlanChangeResult.of(await this.commands.execute(new CancelPlanCommand(me.userId, parseBody(PlanRef, planId))));
  }
}
