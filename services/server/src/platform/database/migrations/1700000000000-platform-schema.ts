import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The two schemas of docs/architecture.md: `es` for the event log, `rm` for read models. */
export class PlatformSchema1700000000000 implements MigrationInterface {
  name = 'PlatformSchema1700000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SCHEMA IF NOT EXISTS es');
    await q.query('CREATE SCHEMA IF NOT EXISTS rm');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP SCHEMA IF EXISTS rm CASCADE');
    await q.query('DROP SCHEMA IF EXISTS es CASCADE');
  }
}
