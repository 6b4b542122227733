import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops es.events(global_position): nothing reads the log by global position alone. Subscribers
 * read in (transaction_id, global_position) order (events_transaction_order), streams by their
 * primary key. The index cost every appended event a btree insert and its WAL.
 */
export class DropGlobalPositionIndex1700000001300 implements MigrationInterface {
  name = 'DropGlobalPositionIndex1700000001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS es.events_global_position');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX IF NOT EXISTS events_global_position ON es.events (global_position)');
  }
}
