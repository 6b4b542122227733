import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Projection bookkeeping (docs/architecture.md): which generation of each projection's tables is live,
 * and per generation the checkpoint in the log's (transaction_id, global_position) order.
 * The read-model tables themselves are created by the engine per generation
 * (`rm.<table>__g<n>`), with a view `rm.<table>` on the live one.
 */
export class Projections1700000001100 implements MigrationInterface {
  name = 'Projections1700000001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rm.projections (
      name text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('inline', 'async', 'reactor')),
      version integer NOT NULL,
      generation integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      last_error_at timestamptz)`);
    await q.query(`CREATE TABLE rm.projection_generations (
      name text NOT NULL,
      generation integer NOT NULL CHECK (generation > 0),
      version integer NOT NULL,
      status text NOT NULL CHECK (status IN ('building', 'live', 'retired')),
      tables text[] NOT NULL DEFAULT '{}',
      last_txid xid8 NOT NULL DEFAULT '0',
      last_position bigint NOT NULL DEFAULT 0,
      events_applied bigint NOT NULL DEFAULT 0,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      PRIMARY KEY (name, generation))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS rm.projection_generations, rm.projections');
  }
}
