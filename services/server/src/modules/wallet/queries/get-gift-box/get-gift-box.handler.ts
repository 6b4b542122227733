import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogLookups } from '../../../catalog/index.js';
import { WalletReadModel } from '../../wallet.read-model.js';
import { GetGiftBoxQuery, type GiftBoxEntry } from './get-gift-box.query.js';

/** A rental gift is used once its pass is; a coin or point gift by what was spent of its lot. */
@QueryHandler(GetGiftBoxQuery)
export class GetGiftBoxHandler implements IQueryHandler<GetGiftBoxQuery> {
  constructor(
    private readonly readModel: WalletReadModel,
    private readonly catalog: CatalogLookups,
  ) {}

  async execute({ userId, withCatalog }: GetGiftBoxQuery): Promise<GiftBoxEntry[]> {
    const claims = await this.readModel.giftClaims(userId);
    const gifts = new Map(
      withCatalog && claims.length ? (await this.catalog.giftsByIds(claims.map((c) => c.gift_id))).map((g) => [g.id, g]) : [],
    );
    return claims.map((c) => {
      const g = gifts.get(c.gift_id);
      const rental = c.gift_type === 'rental';
      return {
        userId: c.user_id,
        giftId: c.gift_id,
        type: c.gift_type,
        title: c.title,
        value: c.value,
        episodeId: c.episode_id,
        episodeTitle: g?.episodeTitle ?? '',
        image: g?.image ?? '',
        detail: g?.detail ?? '',
        offerExpiry: g?.expiryDate ?? null,
        total: rental ? 1 : c.value,
        spend: rental ? (c.pass_used_at ? 1 : 0) : Math.max(0, (c.lot_amount ?? c.value) - (c.lot_remaining ?? c.value)),
        expiresAt: c.expires_at,
        claimedAt: c.claimed_at,
        passExpired: !!c.pass_expired,
      };
    });
  }
}
