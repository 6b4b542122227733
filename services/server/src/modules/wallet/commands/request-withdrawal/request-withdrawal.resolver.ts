import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PurchaseResult } from '../../wallet.graphql-types.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { RequestWithdrawalCommand } from './request-withdrawal.command.js';

@Resolver()
export class RequestWithdrawalResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PurchaseResult, {
    description: 'Withdraw an unlock-all within 7 days: unopened episodes are relocked and their coins returned (request-withdrawal)',
  })
  async requestWithdrawal(@CurrentUser() me: AuthUser, @Args('unlockId', { type: () => ID }) unlockId: string): Promise<PurchaseResult> {
    const { balance } = await this.commands.execute(new RequestWithdrawalCommand(me.userId, unlockId));
    return PurchaseResult.paid(WALLET_MESSAGES.withdrawn, balance);
  }
}
