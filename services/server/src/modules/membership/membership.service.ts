import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { Clock } from '../../platform/clock/clock.js';
import { LOCK_NAMESPACE, XACT_LOCK_ON_NAME_SQL } from '../../platform/database/advisory-locks.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { CommandExecutor } from '../../platform/event-store/command-executor.js';
import { CatalogLookups } from '../catalog/index.js';
import { OrdersService, type Order } from '../payments/index.js';
import { membershipDecider } from './membership.decider.js';
import { membershipStreamId } from './membership.events.js';

export interface UserPlan {
  _id: string; id: string; userId: string; status: 'active' | 'expired';
  planId: { _id: string; id: string; name: string }; price: number; startDate: string; endDate: string; isPause: boolean;
}

/** VIP plans: sold through payments, one `membership-<userId>` stream per reader. */
@Injectable()
export class MembershipService implements OnModuleInit {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
    private readonly catalog: CatalogLookups,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit(): void {
    this.orders.register({
      kind: 'plan',
      item: async (id) => { const p = await this.catalog.activePlan(id); return { id: p.id, name: p.name, salePrice: p.price, currency: 'usd', terms: { months: p.duration } }; },
      fulfil: async (order: Order, tx: pg.PoolClient) => {
        const months = Number(order.terms.months);
        await tx.query(XACT_LOCK_ON_NAME_SQL, [LOCK_NAMESPACE.membership, membershipStreamId(order.userId)]);
        await this.executor.execute(membershipDecider, membershipStreamId(order.userId), {
          type: 'PurchasePlan', orderId: order.id, planId: order.itemId, planName: order.itemName, months, price: order.amount,
          method: order.method, promoId: order.promoId, at: this.clock.now().toISOString(),
        }, { tx, idempotency: false });
      },
    });
  }

  /** The reader's plan with the latest end date; `status` says whether it is current (spec §4). */
  async userPlan(userId: string): Promise<UserPlan | null> {
    const { rows } = await this.pool.query(
      `SELECT p.*, (SELECT min(start_date) FROM rm.membership_plans q WHERE q.user_id = p.user_id AND q.end_date >= $2) AS chain_start
       FROM rm.membership_plans p WHERE p.user_id = $1 ORDER BY end_date DESC LIMIT 1`,
      [userId, this.clock.now()],
    );
    const r = rows[0];
    if (!r) return null;
    const current = r.end_date >= this.clock.now();
    return {
      _id: r.order_id, id: r.order_id, userId, status: current ? 'active' : 'expired',
      planId: { _id: r.plan_id, id: r.plan_id, name: r.plan_name }, price: Number(r.price),
      startDate: (current && r.chain_start ? r.chain_start : r.start_date).toISOString(), endDate: r.end_date.toISOString(), isPause: false,
    };
  }

  async hasCurrentPlan(userId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM rm.membership_plans WHERE user_id = $1 AND end_date >= $2 LIMIT 1', [userId, this.clock.now()]);
    return !!rowCount;
  }
}
