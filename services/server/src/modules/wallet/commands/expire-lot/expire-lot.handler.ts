import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { walletStream, type WalletOutcome } from '../../wallet.stream.js';
import { ExpireLotCommand } from './expire-lot.command.js';

@CommandHandler(ExpireLotCommand)
export class ExpireLotHandler implements ICommandHandler<ExpireLotCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  execute({ userId, lotId }: ExpireLotCommand): Promise<WalletOutcome> {
    return this.streams.run(walletStream, userId, { type: 'ExpireLot', lotId, at: this.clock.now().toISOString() }, { idempotency: false });
  }
}
