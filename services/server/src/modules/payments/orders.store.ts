import type { Queryable } from '../../platform/database/pg-pool.js';
import type { Invoice } from './providers/payment-provider.js';

export type OrderKind = 'coin_pack' | 'plan';
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface Order {
  id: string;
  userId: string;
  kind: OrderKind;
  itemId: string;
  itemName: string;
  terms: Record<string, unknown>;
  amount: number;
  currency: 'usd' | 'mnt';
  promoId: string | null;
  method: string;
  provider: string;
  status: OrderStatus;
  invoice: Invoice | null;
  providerInvoiceId: string | null;
  providerPaymentId: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

const toOrder = (r: any): Order => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  itemId: r.item_id,
  itemName: r.item_name,
  terms: r.terms ?? {},
  amount: Number(r.amount),
  currency: r.currency,
  promoId: r.promo_id,
  method: r.method,
  provider: r.provider,
  status: r.status,
  invoice: r.invoice,
  providerInvoiceId: r.provider_invoice_id,
  providerPaymentId: r.provider_payment_id,
  idempotencyKey: r.idempotency_key,
  requestHash: r.request_hash,
  createdAt: r.created_at,
  settledAt: r.settled_at,
});

/** SQL of the payment_orders table. */
export const ordersStore = {
  async insert(
    q: Queryable,
    o: Omit<Order, 'status' | 'invoice' | 'providerInvoiceId' | 'providerPaymentId' | 'settledAt'>,
  ): Promise<Order> {
    const { rows } = await q.query(
      `INSERT INTO payment_orders (id, user_id, kind, item_id, item_name, terms, amount, currency, promo_id, method, provider, status, idempotency_key, request_hash, created_at)
       VALUES ($1,$2,$3,$4,$5,$14,$6,$7,$8,$9,$10,'pending',$11,$12,$13) RETURNING *`,
      [
        o.id,
        o.userId,
        o.kind,
        o.itemId,
        o.itemName,
        o.amount,
        o.currency,
        o.promoId,
        o.method,
        o.provider,
        o.idempotencyKey,
        o.requestHash,
        o.createdAt,
        o.terms,
      ],
    );
    return toOrder(rows[0]);
  },
  async byId(q: Queryable, id: string): Promise<Order | null> {
    const { rows } = await q.query('SELECT * FROM payment_orders WHERE id = $1', [id]);
    return rows[0] ? toOrder(rows[0]) : null;
  },
  async itemIdsOf(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
    const { rows } = await q.query('SELECT id, item_id FROM payment_orders WHERE id = ANY($1::uuid[])', [ids]);
    return new Map(rows.map((r) => [r.id as string, r.item_id as string]));
  },
  async byIdempotencyKey(q: Queryable, userId: string, key: string): Promise<Order | null> {
    const { rows } = await q.query('SELECT * FROM payment_orders WHERE user_id = $1 AND idempotency_key = $2', [userId, key]);
    return rows[0] ? toOrder(rows[0]) : null;
  },
  async attachInvoice(q: Queryable, id: string, invoice: Invoice): Promise<void> {
    await q.query('UPDATE payment_orders SET invoice = $2, provider_invoice_id = $3 WHERE id = $1', [id, invoice, invoice.invoiceId]);
  },
  /** pending → paid, once: null when the order was not pending (settled before, or failed). */
  async markPaid(q: Queryable, id: string, providerPaymentId: string, at: Date): Promise<Order | null> {
    const { rows } = await q.query(
      `UPDATE payment_orders SET status = 'paid', provider_payment_id = $2, settled_at = $3 WHERE id = $1 AND status = 'pending' RETURNING *`,
      [id, providerPaymentId, at],
    );
    return rows[0] ? toOrder(rows[0]) : null;
  },
  async markFailed(q: Queryable, id: string): Promise<void> {
    await q.query(`UPDATE payment_orders SET status = 'failed' WHERE id = $1 AND status = 'pending'`, [id]);
  },
  /** Redemptions that count against a promo's caps: paid orders and pending ones younger than `since`. */
  async promoRedemptions(q: Queryable, promoId: string, userId: string, since: Date): Promise<{ total: number; byUser: number }> {
    const { rows } = await q.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE user_id = $2)::int AS by_user FROM payment_orders
       WHERE promo_id = $1 AND (status = 'paid' OR (status = 'pending' AND created_at >= $3))`,
      [promoId, userId, since],
    );
    return { total: rows[0].total, byUser: rows[0].by_user };
  },
  async pendingBefore(q: Queryable, before: Date, limit = 100): Promise<Order[]> {
    const { rows } = await q.query(
      `SELECT * FROM payment_orders WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    );
    return rows.map(toOrder);
  },
};
