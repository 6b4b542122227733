import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../../platform/event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection } from '../../../platform/projections/projection.types.js';
import { MEMBERSHIP_EVENT_TYPES, type MembershipEvent } from '../membership.events.js';

/** Inline: the current plan per reader (episode access must see a purchase at once) and every plan bought. */
@Injectable()
export class MembershipProjection implements ReadModelProjection {
  readonly name = 'membership';
  readonly kind = 'inline' as const;
  readonly version = 1;
  readonly handles = MEMBERSHIP_EVENT_TYPES;
  readonly tables = {
    membership_plans: (t: string) => [`CREATE TABLE ${t} (
      order_id text PRIMARY KEY, user_id text NOT NULL, plan_id text NOT NULL, plan_name text NOT NULL,
      price numeric(12,2) NOT NULL, start_date timestamptz NOT NULL, end_date timestamptz NOT NULL, created_at timestamptz NOT NULL)`,
      `CREATE INDEX ON ${t} (user_id, end_date DESC)`],
  };

  async apply(events: StoredEvent[], ctx: ProjectionContext): Promise<void> {
    for (const stored of events) {
      const e = stored as unknown as StoredEvent & MembershipEvent;
      if (e.type !== 'PlanPurchased') continue;
      await ctx.tx.query(
        `INSERT INTO ${ctx.table('membership_plans')} VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
        [e.data.orderId, stored.streamId.replace(/^membership-/, ''), e.data.planId, e.data.planName, e.data.price, e.data.startDate, e.data.endDate, e.data.at],
      );
    }
  }
}
