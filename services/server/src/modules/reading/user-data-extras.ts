import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { UserDataExtras, type UserDataExtrasPart } from '../identity/user-data.extras.js';
import { MembershipService } from '../membership/membership.service.js';
import { WalletQueries } from '../wallet/wallet.queries.js';
import { ReadingService } from './reading.service.js';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * get-user-data's wallet, plan and reading parts (spec §3 'User-data response'): balances, the
 * plan, read comics and the reader's live gifts (a rental gift counts as a free rental pass
 * while its pass has not expired). Comic notifications arrive with the bells (community).
 */
@Injectable()
export class ReaderUserDataExtras extends UserDataExtras {
  constructor(
    private readonly wallet: WalletQueries,
    private readonly membership: MembershipService,
    private readonly reading: ReadingService,
    private readonly clock: Clock,
  ) { super(); }

  async forUser(userId: string): Promise<UserDataExtrasPart> {
    const [balance, plan, recent, claims] = await Promise.all([
      this.wallet.balance(userId), this.membership.userPlan(userId), this.reading.recent(userId, 50), this.wallet.giftClaims(userId),
    ]);
    const now = this.clock.now().getTime();
    return {
      coin: balance.coin, bonusCoin: balance.bonusCoin, point: balance.point,
      plan: plan ? { _id: plan._id, id: plan.id, status: plan.status, name: plan.planId.name, planId: plan.planId, price: plan.price, startDate: plan.startDate, endDate: plan.endDate, isPause: plan.isPause } : null,
      readCoimc: recent.map((r) => ({ _id: r.comic_id, comicId: r.comic_id, episodeId: r.episode_id, readPercentage: r.percentage, updatedAt: iso(r.read_at) })),
      gift: claims
        .filter((c) => (c.gift_type === 'rental' ? !c.pass_expired && new Date(c.expires_at).getTime() > now : true))
        .map((c) => ({
          _id: `${c.user_id}:${c.gift_id}`,
          giftId: { _id: c.gift_id, id: c.gift_id, type: c.gift_type, title: c.title, value: c.value, episodeId: c.episode_id },
          expiresAt: iso(c.expires_at), createdAt: iso(c.claimed_at),
        })),
      comicNotification: [],
    };
  }
}
