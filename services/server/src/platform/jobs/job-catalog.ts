/**
 * The typed job catalogue: job name → payload type. Empty here; each context adds its jobs by
 * declaration merging, next to the code that handles them:
 *
 *   declare module '../../platform/jobs/job-catalog.js' {
 *     interface JobCatalog { 'wallet.expire-lots': { userId: string } }
 *   }
 *
 * Payloads carry ids, never state (docs/architecture.md): handlers re-read PostgreSQL, so a re-run is a
 * no-op. Names are `<context>.<verb-noun>`: letters, digits, `.`, `_` and `-` (BullMQ queue names
 * may not contain `:`). Each job name gets its own BullMQ queue, so each has its own worker and
 * concurrency.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobCatalog {}

export type JobName = keyof JobCatalog & string;

/** What a handler learns besides the payload. `attempt` counts from 1 and survives a Redis loss. */
export interface JobContext {
  jobId: string;
  attempt: number;
}

export type JobHandler<N extends JobName> = (payload: JobCatalog[N], ctx: JobContext) => Promise<void>;

export interface HandlerOptions {
  /** Jobs of this name run at most this many at a time per worker process (default 5). */
  concurrency?: number;
  /** Tries in all, unless `schedule` says otherwise (default 3). */
  attempts?: number;
  /** BullMQ backoff between tries (default exponential from 1 s: 1 s, 2 s, 4 s …). */
  backoff?: { type: 'exponential' | 'fixed'; delay: number };
  /**
   * The payload holds a secret (e.g. a mail with a sign-up code): once the job is done or has
   * failed for good, its payload is wiped from PostgreSQL. (Redis never holds payloads: a BullMQ
   * job carries only the job id and the correlation id.)
   */
  sensitive?: boolean;
}

export const JOB_NAME = /^[A-Za-z0-9._-]{1,100}$/;
