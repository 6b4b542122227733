import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PurchaseResult } from '../../wallet.graphql-types.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { RequestRefundCommand } from './request-refund.command.js';

@Resolver()
export class RequestRefundResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PurchaseResult, {
    description: 'Refund a coin pack bought within 7 days with none of its coins or bonus coins spent (request-refund)',
  })
  async requestRefund(@CurrentUser() me: AuthUser, @Args('orderId', { type: () => ID }) orderId: string): Promise<PurchaseResult> {
    const { balance } = await this.commands.execute(new RequestRefundCommand(me.userId, orderId));
    return PurchaseResult.paid(WALLET_MESSAGES.refunded, balance);
  }
}
