import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { Clock, MINUTE } from '../../platform/clock/clock.js';
import { LOCK_NAMESPACE, XACT_LOCK_ON_NAME_SQL } from '../../platform/database/advisory-locks.js';
import { PG_POOL, withTransaction } from '../../platform/database/pg-pool.js';
import { DomainError, notFound } from '../../platform/errors/domain-error.js';
import { ConcurrencyError } from '../../platform/event-store/event-store.errors.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { logger } from '../../platform/logging/logger.js';
import { isUuid } from '../catalog/index.js';
import { ordersStore, type Order, type OrderKind } from './orders.store.js';
import { PriceChangedError, PromoUnavailableError } from './payments.errors.js';
import { PromoSource, type Fulfiller, type Promo } from './payments.ports.js';
import { priceWithPromo, samePrice } from './pricing.js';
import { PaymentProvider, type Invoice } from './providers/payment-provider.js';

declare module '../../platform/jobs/job-catalog.js' {
  interface JobCatalog {
    'payments.reconcile': { orderId: string };
  }
}

export interface PlaceOrder {
  userId: string;
  kind: OrderKind;
  itemId: string;
  method: string;
  /** The client's figure: only checked against the server's (docs/product.md, The REST calls). */
  clientPrice?: number;
  promoId?: string | null;
  idempotencyKey?: string;
  /** Kept on the order beside the item's own terms (e.g. which billing date a renewal pays). */
  terms?: Record<string, unknown>;
  /** A charge the reader agreed to in advance (a plan renewal), not one they are making now. */
  recurring?: boolean;
  /**
   * A repeat whose order is still pending with no answer from the provider was interrupted (its
   * process died between recording the order and hearing the provider): ask the provider again for
   * that same order. Only for callers whose runs never overlap (a renewal holds its member's lease).
   */
  resumeInterrupted?: boolean;
}

export interface PlaceResult {
  order: Order;
  status: 'paid' | 'pending';
  invoice: Invoice | null;
}

/** A pending promo redemption holds its place this long before it stops counting. */
const PENDING_HOLD_MS = 60 * MINUTE;
const SETTLE_RETRIES = 5;
/** When a pending order is asked about again (provider callbacks may never arrive). */
const RECONCILE_AFTER_MS = [1, 5, 15, 60, 240].map((m) => m * MINUTE);

/**
 * Orders for coin packs and plans (docs/architecture.md): the server prices them, the provider is
 * paid, and a paid order is credited exactly once — the pending → paid transition and the
 * credit are one transaction, and a provider payment id can settle one order only.
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  private readonly fulfillers = new Map<OrderKind, Fulfiller>();

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: Config,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly promos: PromoSource,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(
      'payments.reconcile',
      async ({ orderId }) => {
        await this.reconcile(orderId);
      },
      { attempts: 3 },
    );
  }

  register(f: Fulfiller): void {
    this.fulfillers.set(f.kind, f);
  }

  async place(req: PlaceOrder): Promise<PlaceResult> {
    const fulfiller = this.fulfillers.get(req.kind);
    if (!fulfiller) throw new DomainError('PAYMENTS.UNKNOWN_KIND', `Nothing is sold as ${req.kind}`, 'internal');
    const requestHash = createHash('sha256')
      .update(JSON.stringify([req.kind, req.itemId, req.promoId ?? null, req.method]))
      .digest('hex');
    if (req.idempotencyKey) {
      const earlier = await ordersStore.byIdempotencyKey(this.pool, req.userId, req.idempotencyKey);
      if (earlier) {
        const answer = this.repeat(earlier, requestHash);
        if (req.resumeInterrupted && earlier.status === 'pending' && !earlier.providerInvoiceId)
          return this.askProvider(earlier, req.recurring === true);
        return answer;
      }
    }

    const listed = await fulfiller.item(req.itemId);
    const promo = req.promoId ? await this.usablePromo(req.promoId) : null;
    const listedAmount = priceWithPromo(listed, promo);
    if (req.clientPrice !== undefined && !samePrice(req.clientPrice, listedAmount)) throw new PriceChangedError(listedAmount);
    // Charged in the listed currency, or in the item's other price when the provider does not take it.
    const other = listed.alsoPricedIn;
    const item =
      !this.provider.currencies.includes(listed.currency) && other && this.provider.currencies.includes(other.currency)
        ? { ...listed, ...other }
        : listed;
    const amount = item === listed ? listedAmount : priceWithPromo(item, promo);

    const now = this.clock.now();
    let order: Order;
    try {
      order = await withTransaction(this.pool, async (tx) => {
        if (promo) await this.holdPromo(tx, promo, req.userId, now);
        return ordersStore.insert(tx, {
          id: randomUUID(),
          userId: req.userId,
          kind: req.kind,
          itemId: item.id,
          itemName: item.name,
          terms: { ...item.terms, ...req.terms },
          amount,
          currency: item.currency,
          promoId: promo?.id ?? null,
          method: req.method,
          provider: this.provider.name,
          idempotencyKey: req.idempotencyKey ?? null,
          requestHash,
          createdAt: now,
        });
      });
    } catch (e) {
      // The same key raced in from a parallel request: answer what that one answers.
      if ((e as { code?: string }).code === '23505' && req.idempotencyKey) {
        const earlier = await ordersStore.byIdempotencyKey(this.pool, req.userId, req.idempotencyKey);
        if (earlier) return this.repeat(earlier, requestHash);
      }
      throw e;
    }

    return this.askProvider(order, req.recurring === true);
  }

  /**
   * Asks the provider to be paid for a recorded order: settled at once (sandbox), or pending with
   * the invoice attached and reconcile jobs scheduled. A payment for one order settles it once,
   * however often the provider is asked.
   */
  private async askProvider(order: Order, recurring: boolean): Promise<PlaceResult> {
    const now = this.clock.now();
    const invoice = await this.provider
      .createInvoice({
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        description: `Koma: ${order.itemName}`,
        callbackUrl: `${this.config.PUBLIC_URL}/api/payments/callback/${order.id}`,
        recurring,
      })
      .catch(async (e) => {
        await ordersStore.markFailed(this.pool, order.id);
        throw e;
      });

    if (invoice.status === 'paid') {
      const settled = await this.settle(order.id, invoice.providerPaymentId);
      return { order: settled, status: settled.status === 'paid' ? 'paid' : 'pending', invoice: null };
    }
    await ordersStore.attachInvoice(this.pool, order.id, invoice.invoice);
    for (const delay of RECONCILE_AFTER_MS) {
      await this.jobs.schedule(
        'payments.reconcile',
        { orderId: order.id },
        { jobId: `reconcile:${order.id}:${delay}`, runAt: new Date(now.getTime() + delay) },
      );
    }
    return {
      order: { ...order, invoice: invoice.invoice, providerInvoiceId: invoice.invoice.invoiceId },
      status: 'pending',
      invoice: invoice.invoice,
    };
  }

  /** Marks the order paid and credits it, once; a repeat (callback twice, reconcile) changes nothing. */
  async settle(orderId: string, providerPaymentId: string): Promise<Order> {
    let fresh = false;
    const order = await this.settleOnce(orderId, providerPaymentId, () => {
      fresh = true;
    });
    if (fresh)
      await this.fulfillers
        .get(order.kind)
        ?.settled?.(order)
        .catch((err) => logger.warn({ err, orderId }, 'after-settlement hook failed'));
    return order;
  }

  private async settleOnce(orderId: string, providerPaymentId: string, onFresh: () => void): Promise<Order> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await withTransaction(this.pool, async (tx) => {
          const paid = await ordersStore.markPaid(tx, orderId, providerPaymentId, this.clock.now());
          if (!paid) {
            const current = await ordersStore.byId(tx, orderId);
            if (!current) throw notFound('Order', 'PAYMENTS.ORDER_NOT_FOUND');
            return current;
          }
          const fulfiller = this.fulfillers.get(paid.kind);
          if (!fulfiller) throw new DomainError('PAYMENTS.UNKNOWN_KIND', `Nothing is sold as ${paid.kind}`, 'internal');
          await fulfiller.fulfil(paid, tx);
          onFresh();
          return paid;
        });
      } catch (e) {
        if (e instanceof ConcurrencyError && attempt < SETTLE_RETRIES) continue;
        if ((e as { code?: string }).code === '23505') {
          // This provider payment already settled another order: never credit twice.
          logger.error({ orderId, providerPaymentId }, 'provider payment id reused across orders');
          throw new DomainError('PAYMENTS.PAYMENT_REUSED', 'This payment was already used', 'conflict');
        }
        throw e;
      }
    }
  }

  /** Asks the provider whether a pending order was paid, and settles it if so. */
  async reconcile(orderId: string): Promise<Order | null> {
    const order = await ordersStore.byId(this.pool, orderId);
    if (!order || order.status !== 'pending' || !order.providerInvoiceId) return order;
    const check = await this.provider.checkPayment(order.providerInvoiceId);
    if (!check.paid || !check.providerPaymentId) return order;
    if (check.paidAmount && Math.round(check.paidAmount * 100) < Math.round(order.amount * 100)) {
      logger.warn({ orderId, paid: check.paidAmount, amount: order.amount }, 'provider reports less than the order amount; not settling');
      return order;
    }
    return this.settle(orderId, check.providerPaymentId);
  }

  async order(orderId: string): Promise<Order | null> {
    return ordersStore.byId(this.pool, orderId);
  }

  /** The catalog item (coin pack or plan) each order bought, by order id; unknown ids are left out. */
  async itemIds(orderIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(orderIds.map((id) => String(id).toLowerCase()))].filter(isUuid);
    return ids.length ? ordersStore.itemIdsOf(this.pool, ids) : new Map();
  }

  /** True when the provider's payer settles each invoice (QPay): a renewal is invoiced ahead of its date. */
  get invoicesAhead(): boolean {
    return this.provider.payerSettlesInvoices;
  }

  private repeat(earlier: Order, requestHash: string): PlaceResult {
    if (earlier.requestHash && earlier.requestHash !== requestHash) {
      throw new DomainError('IDEMPOTENCY.KEY_REUSED', 'This Idempotency-Key was used for another request', 'unprocessable');
    }
    return { order: earlier, status: earlier.status === 'paid' ? 'paid' : 'pending', invoice: earlier.invoice };
  }

  private async usablePromo(promoId: string): Promise<Promo> {
    const promo = await this.promos.byId(promoId);
    const now = this.clock.now();
    if (!promo) throw new PromoUnavailableError();
    if ((promo.validFrom && now < promo.validFrom) || (promo.validTo && now > promo.validTo)) throw new PromoUnavailableError();
    return promo;
  }

  /**
   * Counts the promo's redemptions under a lock on that promo, so its caps (every promo has a
   * per-account one) hold under races; paid orders and recent pending ones count.
   */
  private async holdPromo(tx: pg.PoolClient, promo: Promo, userId: string, now: Date): Promise<void> {
    await tx.query(XACT_LOCK_ON_NAME_SQL, [LOCK_NAMESPACE.promo, promo.id]);
    const used = await ordersStore.promoRedemptions(tx, promo.id, userId, new Date(now.getTime() - PENDING_HOLD_MS));
    if (promo.maxRedemptions !== null && used.total >= promo.maxRedemptions)
      throw new PromoUnavailableError('This promo code has been fully redeemed');
    if (used.byUser >= promo.perUserLimit) throw new PromoUnavailableError('You have already used this promo code');
  }
}
