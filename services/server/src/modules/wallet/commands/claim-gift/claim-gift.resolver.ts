import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PurchaseResult } from '../../wallet.graphql-types.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { ClaimGiftCommand } from './claim-gift.command.js';

@Resolver()
export class ClaimGiftResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async claimGift(@CurrentUser() me: AuthUser, @Args('giftId', { type: () => ID }) giftId: string) {
    const { balance } = await this.commands.execute(new ClaimGiftCommand(me.userId, giftId));
    return PurchaseResult.paid(WALLET_MESSAGES.giftRedeemed, balance);
  }
}
