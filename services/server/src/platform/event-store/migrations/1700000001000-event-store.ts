import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log (docs/architecture.md): streams with their version, append-only events ordered by
 * (transaction_id, global_position) for subscribers, decider snapshots and idempotency claims.
 */
export class EventStore1700000001000 implements MigrationInterface {
  name = 'EventStore1700000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE es.streams (
      stream_id text PRIMARY KEY CHECK (length(stream_id) BETWEEN 1 AND 200),
      stream_type text NOT NULL CHECK (length(stream_type) BETWEEN 1 AND 100),
      version bigint NOT NULL CHECK (version >= 0),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await q.query('CREATE SEQUENCE es.global_position_seq AS bigint');
    await q.query(`CREATE TABLE es.events (
      stream_id text NOT NULL REFERENCES es.streams (stream_id),
      stream_position bigint NOT NULL CHECK (stream_position > 0),
      global_position bigint NOT NULL DEFAULT nextval('es.global_position_seq'),
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL CONSTRAINT events_event_id_key UNIQUE,
      event_type text NOT NULL CHECK (length(event_type) BETWEEN 1 AND 100),
      schema_version integer NOT NULL DEFAULT 1 CHECK (schema_version > 0),
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT events_pkey PRIMARY KEY (stream_id, stream_position))`);
    await q.query('ALTER SEQUENCE es.global_position_seq OWNED BY es.events.global_position');
    await q.query('CREATE INDEX events_transaction_order ON es.events (transaction_id, global_position)');
    await q.query('CREATE INDEX events_global_position ON es.events (global_position)');
    // The log is append-only: corrections are compensating events, never edits.
    await q.query(`CREATE FUNCTION es.refuse_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'es.events is append-only (% refused)', TG_OP; END $$`);
    await q.query(`CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON es.events
      FOR EACH ROW EXECUTE FUNCTION es.refuse_event_change()`);
    await q.query(`CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON es.events
      FOR EACH STATEMENT EXECUTE FUNCTION es.refuse_event_change()`);
    await q.query(`CREATE TABLE es.snapshots (
      stream_id text PRIMARY KEY REFERENCES es.streams (stream_id),
      snapshot_type text NOT NULL,
      schema_version integer NOT NULL,
      version bigint NOT NULL,
      state jsonb NOT NULL,
      created_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE es.idempotency_keys (
      scope text NOT NULL,
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
      request_hash text,
      stream_id text NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT idempotency_keys_pkey PRIMARY KEY (scope, key))`);
    await q.query('CREATE INDEX idempotency_keys_created ON es.idempotency_keys (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS es.idempotency_keys, es.snapshots, es.events, es.streams');
    await q.query('DROP FUNCTION IF EXISTS es.refuse_event_change()');
  }
}
