import type pg from 'pg';
import type { Queryable } from '../database/pg-pool.js';

export type ScheduledJobStatus = 'pending' | 'done' | 'failed';

export interface ScheduledJobRow {
  jobId: string;
  name: string;
  payload: unknown;
  runAt: Date;
  attempts: number;
  attemptsMade: number;
  status: ScheduledJobStatus;
  lastError: string | null;
  correlationId: string | null;
}

const COLUMNS = `job_id AS "jobId", name, payload, run_at AS "runAt", attempts, attempts_made AS "attemptsMade",
  status, last_error AS "lastError", correlation_id AS "correlationId"`;

/** The SQL of `public.scheduled_jobs`: the durable record of every scheduled job. */
export class ScheduledJobStore {
  constructor(private readonly pool: pg.Pool) {}

  /** Records a job; the same jobId twice is one job (the first recording wins). */
  async insert(
    db: Queryable,
    job: { jobId: string; name: string; payload: unknown; runAt: Date; attempts: number; correlationId: string | null },
  ): Promise<{ row: ScheduledJobRow; inserted: boolean }> {
    const ins = await db.query<ScheduledJobRow>(
      `INSERT INTO public.scheduled_jobs (job_id, name, payload, run_at, attempts, correlation_id)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6)
       ON CONFLICT (job_id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [job.jobId, job.name, JSON.stringify(job.payload ?? null), job.runAt, job.attempts, job.correlationId],
    );
    if (ins.rows[0]) return { row: ins.rows[0], inserted: true };
    const existing = await db.query<ScheduledJobRow>(`SELECT ${COLUMNS} FROM public.scheduled_jobs WHERE job_id = $1`, [job.jobId]);
    const row = existing.rows[0];
    if (!row) throw new Error(`scheduled job ${job.jobId} vanished while being recorded`);
    if (row.name !== job.name) throw new Error(`job id ${job.jobId} is already used by a '${row.name}' job, not '${job.name}'`);
    return { row, inserted: false };
  }

  async get(jobId: string): Promise<ScheduledJobRow | undefined> {
    const r = await this.pool.query<ScheduledJobRow>(`SELECT ${COLUMNS} FROM public.scheduled_jobs WHERE job_id = $1`, [jobId]);
    return r.rows[0];
  }

  async getMany(jobIds: string[]): Promise<ScheduledJobRow[]> {
    const r = await this.pool.query<ScheduledJobRow>(`SELECT ${COLUMNS} FROM public.scheduled_jobs WHERE job_id = ANY($1::text[])`, [
      jobIds,
    ]);
    return r.rows;
  }

  /** Counts a try as started; undefined when the job is no longer pending (done, failed, unknown). */
  async startAttempt(jobId: string): Promise<ScheduledJobRow | undefined> {
    const r = await this.pool.query<ScheduledJobRow>(
      `UPDATE public.scheduled_jobs SET attempts_made = attempts_made + 1, updated_at = now()
       WHERE job_id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
      [jobId],
    );
    return r.rows[0];
  }

  async markDone(jobId: string, wipePayload: boolean): Promise<void> {
    await this.pool.query(
      `UPDATE public.scheduled_jobs SET status = 'done', last_error = NULL, updated_at = now(),
         payload = CASE WHEN $2 THEN '{}'::jsonb ELSE payload END
       WHERE job_id = $1 AND status = 'pending'`,
      [jobId, wipePayload],
    );
  }

  /** Records a failed try; `final` marks the job failed for good. */
  async recordFailure(jobId: string, error: string, final: boolean, wipePayload: boolean): Promise<void> {
    await this.pool.query(
      `UPDATE public.scheduled_jobs SET last_error = $2, updated_at = now(),
         status = CASE WHEN $3 THEN 'failed' ELSE status END,
         payload = CASE WHEN $3 AND $4 THEN '{}'::jsonb ELSE payload END
       WHERE job_id = $1 AND status = 'pending'`,
      [jobId, error.slice(0, 4000), final, wipePayload],
    );
  }

  /** Pending jobs whose time has come, oldest first. */
  async due(now: Date, limit: number, afterJobId = ''): Promise<ScheduledJobRow[]> {
    const r = await this.pool.query<ScheduledJobRow>(
      `SELECT ${COLUMNS} FROM public.scheduled_jobs
       WHERE status = 'pending' AND run_at <= $1 AND job_id > $3
       ORDER BY job_id LIMIT $2`,
      [now, limit, afterJobId],
    );
    return r.rows;
  }

  /** Pending jobs per name (the `scheduled` state of the queue depth metric). */
  /** Per job name: pending jobs, and how long the oldest of them that is due at `now` has waited (seconds; 0 when none is due). */
  async pendingCounts(now: Date): Promise<Array<{ name: string; count: number; oldestDueAge: number }>> {
    const r = await this.pool.query<{ name: string; count: number; oldestDueAge: number }>(
      `SELECT name, count(*)::int AS count,
              coalesce(extract(epoch FROM $1::timestamptz - min(run_at) FILTER (WHERE run_at <= $1::timestamptz)), 0)::float8 AS "oldestDueAge"
         FROM public.scheduled_jobs WHERE status = 'pending' GROUP BY name`,
      [now],
    );
    return r.rows;
  }
}
