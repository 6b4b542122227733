import type { MigrationInterface, QueryRunner } from 'typeorm';
import { REFRESH_PRIVATE_UPLOADS_SQL } from '../private-uploads.sql.js';

/**
 * The stored images served only through signed URLs (paid episodes' pages, see
 * private-uploads.sql.ts), kept by every catalog import; filled here for a catalog already loaded.
 */
export class CatalogPrivateUploads1700001100100 implements MigrationInterface {
  name = 'CatalogPrivateUploads1700001100100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE catalog_private_uploads (path text PRIMARY KEY)');
    await q.query(REFRESH_PRIVATE_UPLOADS_SQL);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS catalog_private_uploads');
  }
}
