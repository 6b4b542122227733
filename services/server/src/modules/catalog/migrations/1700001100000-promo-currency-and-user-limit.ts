import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promos: a fixed promo's currency (it applies only to items priced in it; a fixed promo stored
 * before this has none and applies to no item until it is imported again with one), and the
 * per-account limit made explicit: 1 wherever the catalog did not give one.
 */
export class PromoCurrencyAndUserLimit1700001100000 implements MigrationInterface {
  name = 'PromoCurrencyAndUserLimit1700001100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE catalog_promos
        ADD COLUMN currency text NULL CHECK (currency IN ('usd','mnt')),
        ADD CONSTRAINT catalog_promos_currency_fixed_only CHECK (currency IS NULL OR discount_type = 'fixed');
      UPDATE catalog_promos SET per_user_limit = 1 WHERE per_user_limit IS NULL;
      ALTER TABLE catalog_promos
        ALTER COLUMN per_user_limit SET DEFAULT 1,
        ALTER COLUMN per_user_limit SET NOT NULL,
        ADD CONSTRAINT catalog_promos_per_user_limit_positive CHECK (per_user_limit >= 1);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE catalog_promos
        DROP CONSTRAINT IF EXISTS catalog_promos_per_user_limit_positive,
        ALTER COLUMN per_user_limit DROP NOT NULL,
        ALTER COLUMN per_user_limit DROP DEFAULT,
        DROP CONSTRAINT IF EXISTS catalog_promos_currency_fixed_only,
        DROP COLUMN IF EXISTS currency;
    `);
  }
}
