import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { UserPlan } from '../../membership.graphql-types.js';
import { GetUserPlanQuery } from './get-user-plan.query.js';

@Resolver()
export class GetUserPlanResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @Query(() => UserPlan, {
    nullable: true,
    description: "The signed-in reader's plan (get-user-plan-data), named in the reader's language; null without one",
  })
  async userPlan(@CurrentUser() me: AuthUser, @Context() ctx: { req?: object }): Promise<UserPlan | null> {
    const plan = await this.queries.execute(new GetUserPlanQuery(me.userId, await this.language.of(ctx.req)));
    return plan ? UserPlan.of(plan) : null;
  }
}
