import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What travels with a request or a job: into logs, event metadata and job data. */
export interface RequestContext {
  correlationId: string;
  userId?: string;
  causationId?: string;
  idempotencyKey?: string;
  /**
   * A streaming replica may serve this context's reads (a GET, a GraphQL query). Unset (a write,
   * a job, a projection, the CLI): every read is the primary's.
   */
  replicaReads?: boolean;
  /** The reader's last write position (WAL LSN): a replica serves a read only once it has replayed it. */
  readAfter?: bigint;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(ctx: RequestContext, fn: () => T): T {
    return storage.run(ctx, fn);
  },
  get(): RequestContext | undefined {
    return storage.getStore();
  },
  correlationId(): string {
    return storage.getStore()?.correlationId ?? randomUUID();
  },
  /** Mutates the current context (the auth guard records the user here). */
  patch(values: Partial<RequestContext>): void {
    const s = storage.getStore();
    if (s) Object.assign(s, values);
  },
  enter(ctx: RequestContext): void {
    storage.enterWith(ctx);
  },
};
