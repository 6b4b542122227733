import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Due work recorded in PostgreSQL, the source of truth for everything scheduled (docs/architecture.md).
 * BullMQ holds only a copy; the sweeper re-enqueues pending rows that are due.
 * `attempts` is the number of tries allowed, `attempts_made` those started (kept here so a retry
 * budget survives losing Redis).
 */
export class ScheduledJobs1700000200000 implements MigrationInterface {
  name = 'ScheduledJobs1700000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS public.scheduled_jobs (
        job_id         text PRIMARY KEY CHECK (length(job_id) BETWEEN 1 AND 255),
        name           text NOT NULL,
        payload        jsonb NOT NULL,
        run_at         timestamptz NOT NULL,
        attempts       integer NOT NULL CHECK (attempts >= 1),
        attempts_made  integer NOT NULL DEFAULT 0,
        status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
        last_error     text,
        correlation_id text,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS scheduled_jobs_due ON public.scheduled_jobs (run_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS public.scheduled_jobs');
  }
}
