import { Injectable } from '@nestjs/common';
import type { ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { table, type ChangeEvent, type KeepRule, type RowChange } from '../../../platform/projections/row-changes.js';
import type { CurrentPlan } from '../membership.decider.js';
import { MEMBERSHIP_EVENT_TYPES, userOfMembership, type MembershipEvent } from '../membership.events.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A `membership_status` row as the decider's plan state (membershipDecider.evolve's `current`, which the row follows). */
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

type Reads = 'data' | 'streamId' | 'createdAt';

/** Statuses of a plan that runs on (paused time is still owed): a period bought or renewed then extends its run. */
const RUNNING = ['active', 'paused', 'pending_cancellation'];
const NO_HOLD = { hold_period_end: null, held_at: null, hold_attempt: null, hold_order_id: null };
const NOT_PAUSED = { paused_at: null, auto_resume_at: null };

/**
 * Inline, so episode access sees a purchase, pause or hold at once: every period bought or renewed
 * (`membership_plans`), and each reader's plan (`membership_status`), as membershipDecider.evolve
 * folds it: each event sets the columns it changes.
 */
@Injectable()
export class MembershipProjection implements ReadModelProjection<Reads> {
  readonly name = 'membership';
  readonly kind = 'inline' as const;
  /** 4: membership_plans.plan_id and plan_name are null on a renewal (it renews the plan bought last). */
  readonly version = 4;
  readonly handles = MEMBERSHIP_EVENT_TYPES;
  readonly reads = { data: true, streamId: true, createdAt: true } as const;
  readonly tables = {
    membership_plans: table({
      columns: {
        order_id: 'text',
        user_id: 'text NOT NULL',
        plan_id: 'text NULL',
        plan_name: 'text NULL',
        price: 'numeric(12,2) NOT NULL',
        currency: 'text NOT NULL',
        start_date: 'timestamptz NOT NULL',
        end_date: 'timestamptz NOT NULL',
        created_at: 'timestamptz NOT NULL',
      },
      key: ['order_id'],
      indexes: ['(user_id, end_date DESC)'],
    }),
    membership_status: table({
      columns: {
        user_id: 'text',
        order_id: 'text NOT NULL',
        plan_id: 'text NOT NULL',
        plan_name: 'text NOT NULL',
        price: 'numeric(12,2) NOT NULL',
        currency: 'text NOT NULL',
        months: 'int NOT NULL',
        status: 'text NOT NULL',
        start_date: 'timestamptz NOT NULL',
        end_date: 'timestamptz NOT NULL',
        paused_at: 'timestamptz',
        auto_resume_at: 'timestamptz',
        hold_period_end: 'timestamptz',
        held_at: 'timestamptz',
        hold_attempt: 'int',
        hold_order_id: 'text',
        ended_at: 'timestamptz',
        updated_at: 'timestamptz NOT NULL',
      },
      key: ['user_id'],
    }),
  };

  changes(stored: ChangeEvent<Reads>): RowChange[] {
    const e = stored as ChangeEvent<Reads> & MembershipEvent;
    const user_id = userOfMembership(e.streamId);
    const key = { user_id };
    // A plan's later events move the reader's plan, if there is one.
    const plan = (set: Record<string, string | number | null>, keep: KeepRule[] = []): RowChange => ({
      update: 'membership_status',
      key,
      set: { ...set, updated_at: e.createdAt },
      keep,
      missing: 'skip',
    });
    switch (e.type) {
      case 'PlanPurchased': {
        const d = e.data;
        const currency = d.currency ?? 'usd';
        const period = { price: d.price, currency, start_date: d.startDate, end_date: d.endDate };
        return [
          {
            insert: 'membership_plans',
            row: { order_id: d.orderId, user_id, plan_id: d.planId, plan_name: d.planName, ...period, created_at: d.at },
          },
          {
            upsert: 'membership_status',
            key,
            set: {
              order_id: d.orderId,
              plan_id: d.planId,
              plan_name: d.planName,
              months: d.months,
              ...period,
              status: 'active',
              ...NOT_PAUSED,
              ...NO_HOLD,
              ended_at: null,
              updated_at: e.createdAt,
            },
            // Bought while the plan runs (this period starts where it ends): its run, state and pause go on.
            keep: [{ when: { end_date: d.startDate, status: RUNNING }, columns: ['start_date', 'status', 'paused_at', 'auto_resume_at'] }],
          },
        ];
      }
      case 'PlanRenewed': {
        const d = e.data;
        const currency = d.currency ?? 'usd';
        return [
          {
            insert: 'membership_plans',
            row: {
              order_id: d.orderId,
              user_id,
              plan_id: null,
              plan_name: null,
              price: d.price,
              currency,
              start_date: d.startDate,
              end_date: d.endDate,
              created_at: d.at,
            },
          },
          plan(
            {
              order_id: d.orderId,
              price: d.price,
              currency,
              months: d.months,
              start_date: d.startDate,
              end_date: d.endDate,
              status: 'active',
              ...NO_HOLD,
              ended_at: null,
            },
            [
              // On time, the run goes on; a paused plan stays paused.
              { when: { end_date: d.startDate, status: RUNNING }, columns: ['start_date'] },
              { when: { status: 'paused' }, columns: ['status'] },
            ],
          ),
        ];
      }
      case 'PlanPaused':
        return [plan({ status: 'paused', paused_at: e.data.pausedAt, auto_resume_at: e.data.autoResumeAt })];
      case 'PlanResumed':
        return [plan({ status: 'active', end_date: e.data.endDate, ...NOT_PAUSED })];
      case 'PlanCancellationRequested':
        return [plan({ status: 'pending_cancellation' })];
      case 'PlanCancellationWithdrawn':
        return [plan({ status: 'active' })];
      case 'PlanPutOnHold':
        return [
          plan({
            status: 'on_hold',
            hold_period_end: e.data.periodEnd,
            held_at: e.data.heldAt,
            hold_attempt: 0,
            hold_order_id: e.data.orderId,
          }),
        ];
      case 'PlanPaymentRetryFailed': {
        // A retry counts on a plan on hold only; an order-less retry keeps the hold's order.
        const retry = { hold_attempt: e.data.attempt, ...(e.data.orderId !== null ? { hold_order_id: e.data.orderId } : {}) };
        return [plan(retry, [{ when: { hold_period_end: null }, columns: Object.keys(retry) }])];
      }
      case 'PlanEnded':
        return [plan({ status: 'ended', ...NOT_PAUSED, ...NO_HOLD, ended_at: e.data.at })];
    }
  }
}
