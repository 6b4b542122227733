import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PurchaseResult } from '../../wallet.graphql-types.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { UnlockAllCommand } from './unlock-all.command.js';

@Resolver()
export class UnlockAllResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async unlockAll(
    @CurrentUser() me: AuthUser,
    @Args('comicId', { type: () => ID }) comicId: string,
    @Args('coin', { type: () => Int, nullable: true }) coin?: number,
  ) {
    const { balance, unlocked } = await this.commands.execute(new UnlockAllCommand(me.userId, comicId, coin ?? undefined));
    return PurchaseResult.paid(unlocked ? WALLET_MESSAGES.allUnlocked : WALLET_MESSAGES.nothingToUnlock, balance);
  }
}
