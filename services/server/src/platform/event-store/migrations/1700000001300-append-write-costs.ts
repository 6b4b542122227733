import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops es.events(global_position): nothing reads the log by global position alone. Subscribers
 * read in (transaction_id, global_position) order (events_transaction_order), streams by their
 * primary key. The index cost every appended event a btree insert and its WAL.
 * Leaves half of each es.snapshots page free: a small state's snapshot is rewritten on every
 * command (see snapshotInterval), and an update finding room on its page is HOT (no index
 * entry); on full pages half of them were not.
 */
export class AppendWriteCosts1700000001300 implements MigrationInterface {
  name = 'AppendWriteCosts1700000001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS es.events_global_position');
    await q.query('ALTER TABLE es.snapshots SET (fillfactor = 50)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE es.snapshots RESET (fillfactor)');
    await q.query('CREATE INDEX IF NOT EXISTS events_global_position ON es.events (global_position)');
  }
}
