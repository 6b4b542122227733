import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * rm.inline_generations(lock namespace, names): what an inline append asks before writing read
 * models, in one round trip. It takes each projection's live lock shared (sorted, so writers never
 * deadlock each other), then reads their live generations. The function is VOLATILE, so its second
 * statement runs with a snapshot taken after the locks were granted: a rebuild's switch that held a
 * lock exclusively is seen, committed, by the read. (A single statement would not do: its snapshot
 * is taken before it waits for a lock it takes itself.)
 */
export class InlineGenerations1700000001200 implements MigrationInterface {
  name = 'InlineGenerations1700000001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION rm.inline_generations(lock_namespace integer, names text[])
      RETURNS TABLE (name text, generation integer) LANGUAGE sql VOLATILE AS $$
        SELECT pg_advisory_xact_lock_shared(lock_namespace, hashtext(n)) FROM unnest(names) AS n ORDER BY n;
        SELECT p.name, p.generation FROM rm.projections p WHERE p.name = ANY (names);
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION IF EXISTS rm.inline_generations(integer, text[])');
  }
}
