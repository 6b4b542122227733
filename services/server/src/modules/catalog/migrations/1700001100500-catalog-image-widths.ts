import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The widths stored for each catalog image (import/image-store.ts SMALLER_WIDTHS, ADR 0048): by the
 * stored path the catalog rows name, its copies narrowest first, itself last (`[{ image, width }]`).
 * Filled by every catalog import; a catalog imported before has none until it is imported again.
 */
export class CatalogImageWidths1700001100500 implements MigrationInterface {
  name = 'CatalogImageWidths1700001100500';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE catalog_image_widths (path text PRIMARY KEY, widths jsonb NOT NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS catalog_image_widths');
  }
}
