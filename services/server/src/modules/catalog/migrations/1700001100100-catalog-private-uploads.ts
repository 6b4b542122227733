import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stored images served only through signed URLs (paid episodes' pages, see
 * private-uploads.sql.ts), kept by every catalog import; filled for a catalog already loaded by
 * 1700001100600, which gave it the column the refresh writes.
 */
export class CatalogPrivateUploads1700001100100 implements MigrationInterface {
  name = 'CatalogPrivateUploads1700001100100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE catalog_private_uploads (path text PRIMARY KEY)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS catalog_private_uploads');
  }
}
