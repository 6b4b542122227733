import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { walletStream, type WalletOutcome } from '../../wallet.stream.js';
import { UseRentalPassCommand } from './use-rental-pass.command.js';

@CommandHandler(UseRentalPassCommand)
export class UseRentalPassHandler implements ICommandHandler<UseRentalPassCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  execute({ userId, episodeId }: UseRentalPassCommand): Promise<WalletOutcome> {
    return this.streams.run(
      walletStream,
      userId,
      { type: 'UseRentalPass', episodeId, at: this.clock.now().toISOString() },
      { idempotency: false },
    );
  }
}
