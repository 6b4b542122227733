import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { WalletStream, type WalletOutcome } from '../wallet-stream.js';
import { ExpireRentalPassCommand } from './expire-rental-pass.command.js';

@CommandHandler(ExpireRentalPassCommand)
export class ExpireRentalPassHandler implements ICommandHandler<ExpireRentalPassCommand> {
  constructor(private readonly wallet: WalletStream, private readonly clock: Clock) {}

  execute({ userId, passId }: ExpireRentalPassCommand): Promise<WalletOutcome> {
    return this.wallet.run(userId, { type: 'ExpireRentalPass', passId, at: this.clock.now().toISOString() }, { idempotent: false });
  }
}
