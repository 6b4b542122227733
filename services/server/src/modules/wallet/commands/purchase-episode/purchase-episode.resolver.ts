import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PurchaseResult } from '../../wallet.graphql-types.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { PurchaseEpisodeCommand } from './purchase-episode.command.js';

@Resolver()
export class PurchaseEpisodeResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async purchaseEpisode(
    @CurrentUser() me: AuthUser,
    @Args('episodeId', { type: () => ID }) episodeId: string,
    @Args('coin', { type: () => Int, nullable: true }) coin?: number,
  ) {
    const { balance } = await this.commands.execute(new PurchaseEpisodeCommand(me.userId, episodeId, undefined, coin ?? undefined));
    return PurchaseResult.paid(WALLET_MESSAGES.episodePurchased, balance);
  }
}
