import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { grantValidityMs, plus } from '../../wallet.policy.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { walletStream, type WalletOutcome } from '../../wallet.stream.js';
import { ClaimGiftCommand } from './claim-gift.command.js';

/**
 * A gift is claimable until its offer ends, which the catalog decides (`offerEndsAt`: the end of
 * its expiry date's UTC day); the decider refuses a claim past it. What it grants lasts its validity.
 */
@CommandHandler(ClaimGiftCommand)
export class ClaimGiftHandler implements ICommandHandler<ClaimGiftCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly catalog: CatalogLookups,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, giftId }: ClaimGiftCommand): Promise<WalletOutcome> {
    const gift = await this.catalog.validGift(giftId);
    const now = this.clock.now();
    return this.streams.run(
      walletStream,
      userId,
      {
        type: 'ClaimGift',
        giftId: gift.id,
        giftType: gift.type,
        title: gift.title,
        value: gift.value,
        episodeId: gift.episodeId,
        offerEndsAt: gift.offerEndsAt.toISOString(),
        grantExpiresAt: plus(now, grantValidityMs(gift.type)),
        at: now.toISOString(),
      },
      { idempotency: { request: { giftId: gift.id } } },
    );
  }
}
