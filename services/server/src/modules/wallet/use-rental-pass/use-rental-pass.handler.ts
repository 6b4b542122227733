import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { WalletStream, type WalletOutcome } from '../wallet-stream.js';
import { UseRentalPassCommand } from './use-rental-pass.command.js';

@CommandHandler(UseRentalPassCommand)
export class UseRentalPassHandler implements ICommandHandler<UseRentalPassCommand> {
  constructor(private readonly wallet: WalletStream, private readonly clock: Clock) {}

  execute({ userId, episodeId }: UseRentalPassCommand): Promise<WalletOutcome> {
    return this.wallet.run(userId, { type: 'UseRentalPass', episodeId, owned: false, at: this.clock.now().toISOString() }, { idempotent: false });
  }
}
