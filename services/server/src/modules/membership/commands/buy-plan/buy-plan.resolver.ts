import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { BuyItemInput, GetBalanceQuery, PurchaseResult } from '../../../wallet/index.js';
import { MEMBERSHIP_MESSAGES } from '../../membership.messages.js';
import { BuyPlanCommand } from './buy-plan.command.js';

@Resolver()
export class BuyPlanResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async buyPlan(@CurrentUser() me: AuthUser, @Args('input') input: BuyItemInput): Promise<PurchaseResult> {
    const placed = await this.commands.execute(new BuyPlanCommand(me.userId, input.itemId, input.method, input.price, input.promoId));
    const balance = await this.queries.execute(new GetBalanceQuery(me.userId));
    return PurchaseResult.ofOrder(
      placed,
      placed.status === 'paid' ? MEMBERSHIP_MESSAGES.planBought : MEMBERSHIP_MESSAGES.waitingForPayment,
      balance,
    );
  }
}
