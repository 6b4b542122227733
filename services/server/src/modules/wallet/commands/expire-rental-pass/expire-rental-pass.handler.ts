import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { walletStream, type WalletOutcome } from '../../wallet.stream.js';
import { ExpireRentalPassCommand } from './expire-rental-pass.command.js';

@CommandHandler(ExpireRentalPassCommand)
export class ExpireRentalPassHandler implements ICommandHandler<ExpireRentalPassCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  execute({ userId, passId }: ExpireRentalPassCommand): Promise<WalletOutcome> {
    return this.streams.run(
      walletStream,
      userId,
      { type: 'ExpireRentalPass', passId, at: this.clock.now().toISOString() },
      { idempotency: false },
    );
  }
}
