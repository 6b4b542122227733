import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { membershipDecider, type CurrentPlan } from '../membership.decider.js';
import { MEMBERSHIP_EVENT_TYPES, userOfMembership, type MembershipEvent } from '../membership.events.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A `membership_status` row as the decider's plan state: the projection folds with the decider's own evolve. */
export function planOfRow(r: Record<string, any>): CurrentPlan {
  return {
    planId: r.plan_id,
    planName: r.plan_name,
    price: Number(r.price),
    currency: r.currency,
    months: r.months,
    orderId: r.order_id,
    startDate: iso(r.start_date)!,
    endDate: iso(r.end_date)!,
    status: r.status,
    pausedAt: iso(r.paused_at),
    autoResumeAt: iso(r.auto_resume_at),
    hold: r.hold_period_end
      ? { periodEnd: iso(r.hold_period_end)!, heldAt: iso(r.held_at)!, lastAttempt: r.hold_attempt, orderId: r.hold_order_id }
      : null,
    endedAt: iso(r.ended_at),
  };
}

const STATUS_COLUMNS = [
  'user_id',
  'order_id',
  'plan_id',
  'plan_name',
  'price',
  'currency',
  'months',
  'status',
  'start_date',
  'end_date',
  'paused_at',
  'auto_resume_at',
  'hold_period_end',
  'held_at',
  'hold_attempt',
  'hold_order_id',
  'ended_at',
  'updated_at',
];

/**
 * Inline, so episode access sees a purchase, pause or hold at once: every period bought or renewed
 * (`membership_plans`), and each reader's plan as the decider folds it (`membership_status`).
 */
@Injectable()
export class MembershipProjection implements ReadModelProjection {
  readonly name = 'membership';
  readonly kind = 'inline' as const;
  readonly version = 3;
  readonly handles = MEMBERSHIP_EVENT_TYPES;
  readonly tables = {
    membership_plans: (t: string) => [
      `CREATE TABLE ${t} (
      order_id text PRIMARY KEY, user_id text NOT NULL, plan_id text NOT NULL, plan_name text NOT NULL,
      price numeric(12,2) NOT NULL, currency text NOT NULL, start_date timestamptz NOT NULL, end_date timestamptz NOT NULL, created_at timestamptz NOT NULL)`,
      `CREATE INDEX ON ${t} (user_id, end_date DESC)`,
    ],
    membership_status: (t: string) => [
      `CREATE TABLE ${t} (
      user_id text PRIMARY KEY, order_id text NOT NULL, plan_id text NOT NULL, plan_name text NOT NULL, price numeric(12,2) NOT NULL,
      currency text NOT NULL, months int NOT NULL, status text NOT NULL, start_date timestamptz NOT NULL, end_date timestamptz NOT NULL,
      paused_at timestamptz, auto_resume_at timestamptz, hold_period_end timestamptz, held_at timestamptz, hold_attempt int,
      hold_order_id text, ended_at timestamptz, updated_at timestamptz NOT NULL)`,
    ],
  };

  async apply(events: StoredEvent[], ctx: ProjectionContext): Promise<void> {
    for (const stored of events) {
      const e = stored as unknown as StoredEvent & MembershipEvent;
      const userId = userOfMembership(stored.streamId);
      const { rows } = await ctx.tx.query(`SELECT * FROM ${ctx.table('membership_status')} WHERE user_id = $1`, [userId]);
      const before = { orders: {}, current: rows[0] ? planOfRow(rows[0]) : null };
      const p = membershipDecider.evolve(before, e).current;
      if (!p) continue;
      if (e.type === 'PlanPurchased' || e.type === 'PlanRenewed') {
        await ctx.tx.query(`INSERT INTO ${ctx.table('membership_plans')} VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`, [
          e.data.orderId,
          userId,
          p.planId,
          p.planName,
          e.data.price,
          e.data.currency ?? 'usd',
          e.data.startDate,
          e.data.endDate,
          e.data.at,
        ]);
      }
      await ctx.tx.query(
        `INSERT INTO ${ctx.table('membership_status')} (${STATUS_COLUMNS.join(', ')})
         VALUES (${STATUS_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
         ON CONFLICT (user_id) DO UPDATE SET ${STATUS_COLUMNS.slice(1)
           .map((c) => `${c} = EXCLUDED.${c}`)
           .join(', ')}`,
        [
          userId,
          p.orderId,
          p.planId,
          p.planName,
          p.price,
          p.currency,
          p.months,
          p.status,
          p.startDate,
          p.endDate,
          p.pausedAt,
          p.autoResumeAt,
          p.hold?.periodEnd ?? null,
          p.hold?.heldAt ?? null,
          p.hold?.lastAttempt ?? null,
          p.hold?.orderId ?? null,
          p.endedAt,
          stored.createdAt,
        ],
      );
    }
  }
}
