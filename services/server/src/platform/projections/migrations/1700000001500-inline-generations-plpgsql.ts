import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * rm.inline_generations in PL/pgSQL: same contract (each projection's live lock taken shared, in
 * name order, then the live generations read by a statement whose snapshot follows the locks, as
 * every statement of a VOLATILE function gets its own), but its two statements are planned once
 * per session. As a SQL function (not inlinable: two statements) they were planned again on every
 * call (docs/performance.md, "Inline projections' lookup").
 */
export class InlineGenerationsPlpgsql1700000001500 implements MigrationInterface {
  name = 'InlineGenerationsPlpgsql1700000001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION rm.inline_generations(lock_namespace integer, names text[])
      RETURNS TABLE (name text, generation integer) LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(lock_namespace, hashtext(n)) FROM unnest(names) AS n ORDER BY n;
        RETURN QUERY SELECT p.name, p.generation FROM rm.projections p WHERE p.name = ANY (names);
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION IF EXISTS rm.inline_generations(integer, text[])');
    await q.query(`CREATE FUNCTION rm.inline_generations(lock_namespace integer, names text[])
      RETURNS TABLE (name text, generation integer) LANGUAGE sql VOLATILE AS $$
        SELECT pg_advisory_xact_lock_shared(lock_namespace, hashtext(n)) FROM unnest(names) AS n ORDER BY n;
        SELECT p.name, p.generation FROM rm.projections p WHERE p.name = ANY (names);
      $$`);
  }
}
