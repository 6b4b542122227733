import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops the foreign key es.events(stream_id) → es.streams. Events are written only by the append
 * statement, whose first write is the stream's own row (its version check): an event without its
 * stream cannot be written, and streams are never deleted. The key added nothing but its cost on
 * every appended event: a referential-integrity trigger (a query of its own per row) and a row
 * lock on the stream (a WAL record per event; docs/performance.md, "Event store").
 */
export class EventsWithoutStreamFk1700000001400 implements MigrationInterface {
  name = 'EventsWithoutStreamFk1700000001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE es.events DROP CONSTRAINT IF EXISTS events_stream_id_fkey');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE es.events ADD CONSTRAINT events_stream_id_fkey FOREIGN KEY (stream_id) REFERENCES es.streams (stream_id)');
  }
}
