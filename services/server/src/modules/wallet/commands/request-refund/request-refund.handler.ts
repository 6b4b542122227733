import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RefundCoinPackCommand } from '../refund-coin-pack/refund-coin-pack.command.js';
import type { WalletOutcome } from '../../wallet.stream.js';
import { RequestRefundCommand } from './request-refund.command.js';

/** The decider refuses (409 WALLET.REFUND_REFUSED) a spent pack, one older than 7 days, a repeat or another reader's order. */
@CommandHandler(RequestRefundCommand)
export class RequestRefundHandler implements ICommandHandler<RequestRefundCommand> {
  constructor(private readonly commands: CommandBus) {}

  execute({ userId, orderId }: RequestRefundCommand): Promise<WalletOutcome> {
    return this.commands.execute(new RefundCoinPackCommand(userId, orderId, 'requested by the reader'));
  }
}
