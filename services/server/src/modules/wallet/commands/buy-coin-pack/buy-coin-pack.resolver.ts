import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { BuyItemInput, PurchaseResult } from '../../wallet.graphql-types.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { BuyCoinPackCommand } from './buy-coin-pack.command.js';

@Resolver()
export class BuyCoinPackResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PurchaseResult, {
    description:
      'Buys a coin pack; with a pending provider the invoice comes back and the balance changes on settlement (see balanceChanges)',
  })
  async buyCoinPack(@CurrentUser() me: AuthUser, @Args('input') input: BuyItemInput): Promise<PurchaseResult> {
    const { placed, balance } = await this.commands.execute(
      new BuyCoinPackCommand(me.userId, input.itemId, input.method, input.price, input.promoId),
    );
    return PurchaseResult.ofOrder(
      placed,
      placed.status === 'paid' ? WALLET_MESSAGES.coinPackBought : WALLET_MESSAGES.waitingForPayment,
      balance,
    );
  }
}
