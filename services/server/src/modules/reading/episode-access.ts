import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CatalogLookups, type SellableEpisode } from '../catalog/index.js';
import { GetUserPlanQuery, HasVipAccessQuery } from '../membership/index.js';
import { GetClaimedGiftIdsQuery, GetEntitlementQuery } from '../wallet/index.js';
import { READING_MESSAGES as M } from './reading.messages.js';

/** Why a reader may not read an episode, and where the client sends them (docs/product.md). */
export type Denied =
  | { allowed: false; reason: 'not_live'; message: typeof M.notLive }
  | { allowed: false; reason: 'login'; message: typeof M.loginFirst }
  | { allowed: false; reason: 'plan'; message: typeof M.vipOnly }
  | { allowed: false; reason: 'gift'; message: typeof M.claimRentalGift; giftId: string }
  | { allowed: false; reason: 'purchase'; message: typeof M.purchaseToRead; price: number };
export type Granted =
  | { allowed: true; via: 'free' | 'plan' }
  /** `withdrawable`: bought by an unlock-all still inside its withdrawal window. */
  | { allowed: true; via: 'purchase'; withdrawable: boolean }
  /** A claimed rental pass: whether it is in use yet, and when it ends. */
  | { allowed: true; via: 'rental'; passUsed: boolean; passEndsAt: Date };
export type Access = Granted | Denied;

/**
 * The access decision with the dates that bound it, where they matter (an offline window): a
 * plan's grant with the end of its current period, and whether a plan's refusal is a paused plan.
 * A rental's end is in the grant already (`passEndsAt`).
 */
export interface DatedAccess {
  access: Access;
  /** Via plan: the end of the period the reader has paid for. */
  planEndsAt: Date | null;
  /** Refused for plan: the reader's plan is paused (it grants nothing until resumed). */
  planPaused: boolean;
}

/**
 * Episode access on the server (docs/product.md 'Episode access per reader'): free → anyone;
 * subscription → a plan whose lifecycle state grants access (active or set to cancel, not past
 * its end; paused or on hold: none); coin → purchased, or a claimed rental pass for that episode
 * that has not expired. Not-live episodes are refused to everyone. Only a question: it moves
 * nothing (using a pass is the open-episode command's).
 */
@Injectable()
export class EpisodeAccess {
  constructor(
    private readonly catalog: CatalogLookups,
    private readonly queries: QueryBus,
  ) {}

  async check(userId: string | undefined, ep: SellableEpisode): Promise<Access> {
    if (!ep.live) return { allowed: false, reason: 'not_live', message: M.notLive };
    if (ep.monetization === 'free' || (ep.monetization === 'coin' && ep.coinPrice <= 0)) return { allowed: true, via: 'free' };
    if (!userId) return { allowed: false, reason: 'login', message: M.loginFirst };
    if (ep.monetization === 'subscription') {
      return (await this.queries.execute(new HasVipAccessQuery(userId)))
        ? { allowed: true, via: 'plan' }
        : { allowed: false, reason: 'plan', message: M.vipOnly };
    }
    const held = await this.queries.execute(new GetEntitlementQuery(userId, ep.id));
    if (held.kind === 'owned') return { allowed: true, via: 'purchase', withdrawable: held.withdrawable };
    if (held.kind === 'rental') return { allowed: true, via: 'rental', passUsed: held.passUsed, passEndsAt: held.expiresAt };
    const gifts = await this.catalog.rentalGiftsFor(ep.id);
    if (gifts.length) {
      const claimed = await this.queries.execute(
        new GetClaimedGiftIdsQuery(
          userId,
          gifts.map((g) => g.id),
        ),
      );
      const open = gifts.find((g) => !claimed.has(g.id));
      if (open) return { allowed: false, reason: 'gift', message: M.claimRentalGift, giftId: open.id };
    }
    return { allowed: false, reason: 'purchase', message: M.purchaseToRead, price: ep.coinPrice };
  }

  /** `check`, and for a subscription episode the reader's plan dates (membership's user plan). */
  async checkWithDates(userId: string, ep: SellableEpisode): Promise<DatedAccess> {
    const access = await this.check(userId, ep);
    const byPlan = access.allowed ? access.via === 'plan' : access.reason === 'plan';
    if (!byPlan) return { access, planEndsAt: null, planPaused: false };
    const plan = await this.queries.execute(new GetUserPlanQuery(userId));
    return {
      access,
      planEndsAt: access.allowed && plan ? new Date(plan.endDate) : null,
      planPaused: !access.allowed && plan?.status === 'paused',
    };
  }
}
