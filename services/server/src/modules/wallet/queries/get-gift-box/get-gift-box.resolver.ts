import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { isoOr } from '../../history/wallet.dates.js';
import { GiftClaim } from '../../wallet.graphql-types.js';
import { GetGiftBoxQuery } from './get-gift-box.query.js';

@Resolver()
export class GetGiftBoxResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => [GiftClaim], { description: 'Gifts this reader claimed' })
  async giftBox(@CurrentUser() me: AuthUser): Promise<GiftClaim[]> {
    return (await this.queries.execute(new GetGiftBoxQuery(me.userId))).map((e) => ({
      giftId: e.giftId,
      type: e.type,
      title: e.title,
      value: e.value,
      total: e.total,
      spend: e.spend,
      episodeId: e.episodeId,
      expiresAt: isoOr(e.expiresAt, ''),
      claimedAt: isoOr(e.claimedAt, ''),
    }));
  }
}
