import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { Clock } from '../../../platform/clock/clock.js';
import { CatalogLookups } from '../../catalog/index.js';
import { OrdersService, type Order } from '../../payments/index.js';
import { EventStreams } from '../../../platform/event-store/event-streams.js';
import { membershipStream } from '../membership.stream.js';

/**
 * Plans are sold through payments (in USD, or in tugrik at PLAN_MNT_PER_USD where the provider
 * takes MNT only): a paid order starts (or extends) a plan, or, when it is a
 * renewal (its terms name the billing date it pays), renews it — inside the settlement
 * transaction, so the order is paid if and only if the plan moved.
 */
@Injectable()
export class PlanSales implements OnModuleInit {
  constructor(
    private readonly orders: OrdersService,
    private readonly catalog: CatalogLookups,
    private readonly streams: EventStreams,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onModuleInit(): void {
    this.orders.register({
      kind: 'plan',
      item: async (id) => {
        const p = await this.catalog.activePlan(id);
        // The catalog prices plans in USD; where the provider takes tugrik only, the configured rate prices them (ADR 0039).
        const rate = this.config.PLAN_MNT_PER_USD;
        return {
          id: p.id,
          name: p.name,
          salePrice: p.price,
          currency: 'usd',
          terms: { months: p.duration },
          ...(rate ? { alsoPricedIn: { currency: 'mnt' as const, salePrice: Math.round(p.price * rate) } } : {}),
        };
      },
      fulfil: (order, tx) => this.fulfil(order, tx),
    });
  }

  private async fulfil(order: Order, tx: pg.PoolClient): Promise<void> {
    const months = Number(order.terms.months);
    const at = this.clock.now().toISOString();
    const periodEnd = typeof order.terms.periodEnd === 'string' ? order.terms.periodEnd : null;
    if (periodEnd) {
      await this.streams.runForEvents(
        membershipStream,
        order.userId,
        { type: 'RenewPlan', orderId: order.id, periodEnd, price: order.amount, currency: order.currency, months, at },
        { metadata: { actor: 'system', reason: `renewal order ${order.id} paid` }, tx },
      );
      return;
    }
    await this.streams.runForEvents(
      membershipStream,
      order.userId,
      {
        type: 'PurchasePlan',
        orderId: order.id,
        planId: order.itemId,
        planName: order.itemName,
        months,
        price: order.amount,
        currency: order.currency,
        method: order.method,
        promoId: order.promoId,
        at,
      },
      { metadata: { actor: 'reader', reason: `plan order ${order.id} paid` }, tx },
    );
  }
}
