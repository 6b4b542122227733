import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { UserPlan } from '../membership.graphql-types.js';
import { GetUserPlanQuery } from './get-user-plan.query.js';

@Resolver()
export class GetUserPlanResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => UserPlan, { nullable: true, description: "The signed-in reader's plan (get-user-plan-data); null without one" })
  async userPlan(@CurrentUser() me: AuthUser): Promise<UserPlan | null> {
    const plan = await this.queries.execute(new GetUserPlanQuery(me.userId));
    return plan ? UserPlan.of(plan) : null;
  }
}
