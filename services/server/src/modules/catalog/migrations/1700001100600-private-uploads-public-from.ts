import type { MigrationInterface, QueryRunner } from 'typeorm';
import { REFRESH_PRIVATE_UPLOADS_SQL } from '../read-model/private-uploads.sql.js';

/**
 * A paid page's file that a free episode also uses becomes public only once that episode is
 * published and released (`public_from`; null: never). Refilled for the catalog already loaded.
 */
export class PrivateUploadsPublicFrom1700001100600 implements MigrationInterface {
  name = 'PrivateUploadsPublicFrom1700001100600';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE catalog_private_uploads ADD COLUMN public_from timestamptz NULL');
    await q.query(REFRESH_PRIVATE_UPLOADS_SQL);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE catalog_private_uploads DROP COLUMN public_from');
  }
}
