import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../platform/clock/clock.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { UserDataExtras, type ExtrasLanguage, type UserDataExtrasPart } from '../identity/index.js';
import { GetUserPlanQuery } from '../membership/index.js';
import { GetBalanceQuery, GetGiftBoxQuery } from '../wallet/index.js';
import { GetComicBellsQuery, GetUnreadCountQuery } from '../inbox/index.js';
import { iso } from './reading.dates.js';
import { recentReads } from './queries/get-recent-reads/recent-reads.read.js';

/** get-user-data lists the latest 50 comics read. */
const READ_COMICS_MAX = 50;

/**
 * get-user-data's wallet, plan and reading parts (docs/product.md 'User-data response'): balances, the
 * plan, read comics and the reader's live gifts (a rental gift is listed while its pass has not
 * expired, marked `used` once spent: the Free Rental Passes count is of the unused ones), the
 * belled comics and the unread notification count (inbox).
 */
@Injectable()
export class ReaderUserDataExtras extends UserDataExtras {
  constructor(
    private readonly queries: QueryBus,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {
    super();
  }

  async forUser(userId: string, lang?: ExtrasLanguage): Promise<UserDataExtrasPart> {
    const [balance, plan, recent, claims, bells, unread] = await Promise.all([
      this.queries.execute(new GetBalanceQuery(userId)),
      this.queries.execute(new GetUserPlanQuery(userId, lang)),
      recentReads(this.pool, userId, READ_COMICS_MAX),
      this.queries.execute(new GetGiftBoxQuery(userId)),
      this.queries.execute(new GetComicBellsQuery(userId)),
      this.queries.execute(new GetUnreadCountQuery(userId)),
    ]);
    const now = this.clock.now().getTime();
    return {
      coin: balance.coin,
      bonusCoin: balance.bonusCoin,
      point: balance.point,
      plan: plan
        ? {
            _id: plan._id,
            id: plan.id,
            status: plan.status,
            name: plan.planId.name,
            planId: plan.planId,
            price: plan.price,
            startDate: plan.startDate,
            endDate: plan.endDate,
            isPause: plan.isPause,
            pausedAt: plan.pausedAt,
            cancelAt: plan.cancelAt,
            hold: plan.hold,
          }
        : null,
      readCoimc: recent.map((r) => ({
        _id: r.comicId,
        comicId: r.comicId,
        episodeId: r.episodeId,
        readPercentage: r.percentage,
        updatedAt: iso(r.readAt),
      })),
      gift: claims
        .filter((c) => (c.type === 'rental' ? !c.passExpired && !!c.expiresAt && c.expiresAt.getTime() > now : true))
        .map((c) => ({
          _id: `${c.userId}:${c.giftId}`,
          giftId: { _id: c.giftId, id: c.giftId, type: c.type, title: c.title, value: c.value, episodeId: c.episodeId },
          expiresAt: iso(c.expiresAt),
          createdAt: iso(c.claimedAt),
          // A used pass still opens its episode until it expires, but is no longer a pass to spend.
          ...(c.type === 'rental' ? { used: c.spend > 0 } : {}),
        })),
      comicNotification: bells.map((b) => ({ _id: `${userId}:${b.comicId}`, userId, comicId: b.comicId, createdAt: iso(b.since) })),
      unreadNotification: unread,
    };
  }
}
