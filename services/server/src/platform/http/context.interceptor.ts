import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { Observable } from 'rxjs';
import { requestContext } from '../context/request-context.js';
import type { AuthUser } from '../auth/access.decorators.js';

interface Req { id?: string; user?: AuthUser; headers: Record<string, string | string[] | undefined> }

/** Runs each handler inside the request context (correlation id, user, idempotency key). */
@Injectable()
export class ContextInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req: Req | undefined = ctx.getType<string>() === 'graphql'
      ? GqlExecutionContext.create(ctx).getContext().req
      : ctx.switchToHttp().getRequest();
    const key = req?.headers?.['idempotency-key'];
    const store = {
      correlationId: String(req?.id ?? requestContext.correlationId()),
      userId: req?.user?.userId,
      idempotencyKey: typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : undefined,
    };
    return new Observable((sub) => requestContext.run(store, () => next.handle().subscribe(sub)));
  }
}
