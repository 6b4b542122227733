import { Injectable, Optional, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { Observable, throwError } from 'rxjs';
import { requestContext } from '../context/request-context.js';
import type { AuthUser } from '../auth/access.decorators.js';
import { validationError } from '../errors/domain-error.js';
import { ReadPool } from '../database/read-pool.js';
import { markMayHaveWritten, readAfterOf } from './read-your-writes.js';

interface Req {
  id?: string;
  method?: string;
  user?: AuthUser;
  headers: Record<string, string | string[] | undefined>;
}

export const IDEMPOTENCY_KEY_MAX = 200;

/**
 * The request's Idempotency-Key (docs/product.md, The REST calls): undefined when the header is absent; an empty key
 * or one longer than 200 characters is refused with 400 rather than ignored, since ignoring it
 * would let a client's retry charge twice. (Node joins a repeated header into one value.)
 */
export function idempotencyKeyOf(headers: Req['headers'] | undefined): string | undefined {
  const key = headers?.['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw validationError(`Idempotency-Key must be 1–${IDEMPOTENCY_KEY_MAX} characters`, undefined, 'IDEMPOTENCY.KEY_INVALID');
  }
  return key;
}

/**
 * Runs each handler inside the request context (correlation id, user, idempotency key, and where
 * its reads may go: a GET or a GraphQL query may read a replica that has replayed the reader's
 * last write; any other request reads the primary, and its response carries its write position).
 */
@Injectable()
export class ContextInterceptor implements NestInterceptor {
  constructor(@Optional() private readonly reads?: ReadPool) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const graphql = ctx.getType<string>() === 'graphql';
    const gql = graphql ? GqlExecutionContext.create(ctx) : undefined;
    const req: Req | undefined = gql ? gql.getContext().req : ctx.switchToHttp().getRequest();
    let idempotencyKey: string | undefined;
    let readAfter: bigint | undefined;
    let replicaReads = false;
    try {
      idempotencyKey = idempotencyKeyOf(req?.headers);
      if (this.reads?.hasReplicas) {
        readAfter = readAfterOf(req?.headers);
        replicaReads = gql ? gql.getInfo()?.operation?.operation === 'query' : req?.method === 'GET' || req?.method === 'HEAD';
        if (!replicaReads) markMayHaveWritten(req);
      }
    } catch (err) {
      return throwError(() => err);
    }
    const store = {
      correlationId: String(req?.id ?? requestContext.correlationId()),
      userId: req?.user?.userId,
      idempotencyKey,
      ...(replicaReads ? { replicaReads, readAfter } : {}),
    };
    return new Observable((sub) => requestContext.run(store, () => next.handle().subscribe(sub)));
  }
}
