import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { BONUS_VALIDITY_MS, plus, POINT_VALIDITY_MS } from '../wallet.policy.js';
import { EventStreams } from '../../../platform/event-store/event-streams.js';
import { walletStream } from '../wallet.stream.js';
import { CreditCoinPackCommand } from './credit-coin-pack.command.js';

/**
 * The pack's terms as copied onto the order when it was placed (what was shown is what is
 * credited); bonus coins and points start their validity now. The event id derives from the
 * order id, so the log itself refuses a second credit of one order.
 */
@CommandHandler(CreditCoinPackCommand)
export class CreditCoinPackHandler implements ICommandHandler<CreditCoinPackCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  async execute({ order, tx }: CreditCoinPackCommand): Promise<void> {
    const now = this.clock.now();
    await this.streams.run(
      walletStream,
      order.userId,
      {
        type: 'CreditCoinPack',
        orderId: order.id,
        packId: order.itemId,
        packName: order.itemName,
        coin: Number(order.terms.coin),
        bonusCoin: Number(order.terms.bonusCoin),
        point: Number(order.terms.point),
        price: order.amount,
        currency: order.currency,
        method: order.method,
        promoId: order.promoId,
        bonusExpiresAt: plus(now, BONUS_VALIDITY_MS),
        pointExpiresAt: plus(now, POINT_VALIDITY_MS),
        at: now.toISOString(),
      },
      { tx, idempotency: false },
    );
  }
}
