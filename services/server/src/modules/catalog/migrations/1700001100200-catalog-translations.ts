import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose items carry reader-facing text, each given its `translations` (docs/catalog.md). */
const TABLES = [
  'catalog_comics',
  'catalog_episodes',
  'catalog_slides',
  'catalog_faq_groups',
  'catalog_static_pages',
  'catalog_about',
  'catalog_coin_packs',
  'catalog_plans',
  'catalog_gifts',
  'catalog_notifications',
];

/**
 * Per item, its texts in the languages other than English: `{ "mn": { <column>: text } }`
 * (FAQ questions and about timeline entries keep theirs inside their JSON lists).
 */
export class CatalogTranslations1700001100200 implements MigrationInterface {
  name = 'CatalogTranslations1700001100200';

  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) await q.query(`ALTER TABLE ${t} ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) await q.query(`ALTER TABLE ${t} DROP COLUMN IF EXISTS translations`);
  }
}
