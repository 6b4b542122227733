import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { Clock } from '../../platform/clock/clock.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { grantsAccess, type PlanStatus } from './membership.decider.js';
import { NotYourPlanError, PlanNotFoundError } from './membership.errors.js';
import { MEMBERSHIP_RULES } from './membership.rules.js';

/**
 * The reader's plan (docs/product.md user plan). `status`: the lifecycle state, or `expired` for a plan
 * whose billing date has just passed and whose renewal has not run yet. `_id` is the order that
 * paid the current period.
 */
export interface UserPlan {
  _id: string;
  id: string;
  userId: string;
  status: PlanStatus | 'expired';
  planId: { _id: string; id: string; name: string };
  price: number;
  months: number;
  /** What the current period was paid in: usd, or mnt through QPay (ADR 0039). */
  currency: 'usd' | 'mnt';
  startDate: string;
  endDate: string;
  isPause: boolean;
  pausedAt: string | null;
  autoResumeAt: string | null;
  /** When a plan set to cancel ends (its billing date). */
  cancelAt: string | null;
  /** A held plan: since when, and the days its payment is tried again. */
  hold: { since: string; retryDates: string[]; attemptsMade: number } | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Reads of the membership projection (rm.membership_status, rm.membership_plans). */
@Injectable()
export class MembershipReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async userPlan(userId: string): Promise<UserPlan | null> {
    const { rows } = await this.pool.query('SELECT * FROM rm.membership_status WHERE user_id = $1', [userId]);
    const r = rows[0];
    if (!r) return null;
    const now = this.clock.now();
    const running = r.status === 'active' || r.status === 'pending_cancellation';
    const status: UserPlan['status'] = running && r.end_date < now ? 'expired' : r.status;
    const retryDates = r.held_at
      ? Array.from({ length: MEMBERSHIP_RULES.holdRetries }, (_, i) =>
          new Date(r.held_at.getTime() + (i + 1) * MEMBERSHIP_RULES.holdRetryEveryMs).toISOString(),
        )
      : [];
    return {
      _id: r.order_id,
      id: r.order_id,
      userId,
      status,
      planId: { _id: r.plan_id, id: r.plan_id, name: r.plan_name },
      price: Number(r.price),
      currency: r.currency,
      months: r.months,
      startDate: r.start_date.toISOString(),
      endDate: r.end_date.toISOString(),
      isPause: r.status === 'paused',
      pausedAt: iso(r.paused_at),
      autoResumeAt: iso(r.auto_resume_at),
      cancelAt: r.status === 'pending_cancellation' ? r.end_date.toISOString() : null,
      hold: r.status === 'on_hold' ? { since: r.held_at.toISOString(), retryDates, attemptsMade: r.hold_attempt ?? 0 } : null,
    };
  }

  /** VIP access now: by the lifecycle state, not only the end date (paused or held: none). */
  async hasAccess(userId: string): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT status, end_date FROM rm.membership_status WHERE user_id = $1', [userId]);
    const r = rows[0];
    return !!r && grantsAccess({ status: r.status, endDate: r.end_date.toISOString() }, this.clock.now().toISOString());
  }

  /**
   * A plan id from a path (`pause-or-resume/{planId}`): the order of one of the reader's periods
   * (a user plan's `_id`) or the catalog plan they hold. Someone else's → 403; nothing → 404.
   */
  async checkOwner(userId: string, planRef: string): Promise<void> {
    const { rows } = await this.pool.query(
      `(SELECT user_id FROM rm.membership_plans WHERE order_id = $1)
       UNION ALL (SELECT user_id FROM rm.membership_status WHERE user_id = $2 AND plan_id = $1) LIMIT 1`,
      [planRef, userId],
    );
    if (!rows[0]) throw new PlanNotFoundError();
    if (rows[0].user_id !== userId) throw new NotYourPlanError();
  }
}
