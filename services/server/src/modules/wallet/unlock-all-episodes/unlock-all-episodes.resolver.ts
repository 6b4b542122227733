import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { PurchaseResult } from '../wallet.graphql-types.js';
import { WALLET_MESSAGES } from '../wallet.messages.js';
import { UnlockAllEpisodesCommand } from './unlock-all-episodes.command.js';

@Resolver()
export class UnlockAllEpisodesResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async unlockAllEpisodes(
    @CurrentUser() me: AuthUser,
    @Args('comicId', { type: () => ID }) comicId: string,
    @Args('coin', { type: () => Int, nullable: true }) coin?: number,
  ) {
    const { balance, unlocked } = await this.commands.execute(new UnlockAllEpisodesCommand(me.userId, comicId, coin ?? undefined));
    return PurchaseResult.paid(unlocked ? WALLET_MESSAGES.allUnlocked : WALLET_MESSAGES.nothingToUnlock, balance);
  }
}
