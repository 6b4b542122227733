import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { PlanChangeResult } from '../../membership.graphql-types.js';
import { PlanRef } from '../../membership.inputs.js';
import { PLAN_CHANGE_LIMIT } from '../../membership.rules.js';
import { ResumePlanCommand } from './resume-plan.command.js';

@Resolver()
export class ResumePlanResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @RateLimit(PLAN_CHANGE_LIMIT)
  @Mutation(() => PlanChangeResult, {
    description: 'Resume: undo a pending cancellation before the billing date, or resume a paused plan (resume-plan)',
  })
  async resumePlan(@CurrentUser() me: AuthUser, @Args('planId', { type: () => ID }) planId: string): Promise<PlanChangeResult> {
    return PlanChangeResult.of(await this.commands.execute(new ResumePlanCommand(me.userId, parseBody(PlanRef, planId))));
  }
}
