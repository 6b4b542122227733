import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { WalletStream, type WalletOutcome } from '../wallet-stream.js';
import { ExpireLotCommand } from './expire-lot.command.js';

@CommandHandler(ExpireLotCommand)
export class ExpireLotHandler implements ICommandHandler<ExpireLotCommand> {
  constructor(private readonly wallet: WalletStream, private readonly clock: Clock) {}

  execute({ userId, lotId }: ExpireLotCommand): Promise<WalletOutcome> {
    return this.wallet.run(userId, { type: 'ExpireLot', lotId, at: this.clock.now().toISOString() }, { idempotent: false });
  }
}
