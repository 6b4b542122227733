import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { walletStream, type WalletOutcome } from '../../wallet.stream.js';
import { RefundCoinPackCommand } from './refund-coin-pack.command.js';

/** The decider refuses (WALLET.REFUND_REFUSED) anything but an unspent pack within its window, once. */
@CommandHandler(RefundCoinPackCommand)
export class RefundCoinPackHandler implements ICommandHandler<RefundCoinPackCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  execute({ userId, orderId, reason }: RefundCoinPackCommand): Promise<WalletOutcome> {
    return this.streams.run(
      walletStream,
      userId,
      { type: 'RefundCoinPack', orderId, reason, at: this.clock.now().toISOString() },
      { idempotency: false },
    );
  }
}
