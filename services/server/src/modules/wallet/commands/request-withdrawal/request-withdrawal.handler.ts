import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WithdrawUnlockAllCommand, type WithdrawOutcome } from '../withdraw-unlock-all/withdraw-unlock-all.command.js';
import { RequestWithdrawalCommand } from './request-withdrawal.command.js';

/** The decider refuses (409 WALLET.WITHDRAWAL_REFUSED) after 7 days, when nothing is left unopened, or another reader's unlock. */
@CommandHandler(RequestWithdrawalCommand)
export class RequestWithdrawalHandler implements ICommandHandler<RequestWithdrawalCommand> {
  constructor(private readonly commands: CommandBus) {}

  execute({ userId, unlockId }: RequestWithdrawalCommand): Promise<WithdrawOutcome> {
    return this.commands.execute(new WithdrawUnlockAllCommand(userId, unlockId, 'requested by the reader'));
  }
}
