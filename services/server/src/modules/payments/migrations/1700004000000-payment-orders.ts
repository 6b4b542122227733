import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders for coin packs and plans: one row per purchase attempt, settled exactly once. */
export class PaymentOrders1700004000000 implements MigrationInterface {
  name = 'PaymentOrders1700004000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_orders (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('coin_pack', 'plan')),
        item_id uuid NOT NULL,
        item_name text NOT NULL,
        terms jsonb NOT NULL DEFAULT '{}',
        amount numeric(12,2) NOT NULL CHECK (amount >= 0),
        currency text NOT NULL CHECK (currency IN ('usd', 'mnt')),
        promo_id uuid NULL,
        method text NOT NULL,
        provider text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
        invoice jsonb NULL,
        provider_invoice_id text NULL,
        provider_payment_id text NULL UNIQUE,
        idempotency_key text NULL,
        request_hash text NULL,
        created_at timestamptz NOT NULL,
        settled_at timestamptz NULL,
        UNIQUE (user_id, idempotency_key)
      );
      CREATE INDEX payment_orders_user ON payment_orders (user_id, created_at DESC);
      CREATE INDEX payment_orders_pending ON payment_orders (created_at) WHERE status = 'pending';
      CREATE INDEX payment_orders_promo ON payment_orders (promo_id) WHERE promo_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS payment_orders');
  }
}
