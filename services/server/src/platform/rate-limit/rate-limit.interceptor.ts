import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { from, type Observable, switchMap } from 'rxjs';
import type { AuthUser } from '../auth/access.decorators.js';
import { RATE_LIMITS_KEY, type RateLimitBy, type RateLimitRule } from './rate-limit.decorator.js';
import { RateLimiter, RateLimitedError } from './rate-limiter.js';

interface Req {
  ip?: string;
  socket?: { remoteAddress?: string };
  body?: unknown;
  user?: AuthUser;
}
interface Reply {
  header(name: string, value: string): unknown;
}

function field(src: unknown, name: string): string {
  if (!src || typeof src !== 'object') return '';
  let v = (src as Record<string, unknown>)[name];
  if (v && typeof v === 'object' && 'value' in v) v = (v as { value: unknown }).value; // multipart field
  return typeof v === 'string' ? v.trim().toLowerCase().slice(0, 320) : typeof v === 'number' ? String(v) : '';
}

/**
 * Applies @RateLimit rules. An interceptor rather than a guard so it runs after the access guard
 * has resolved the user (`by: 'user'`); it still runs before the handler does any work.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rules = [
      ...(this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMITS_KEY, ctx.getClass()) ?? []),
      ...(this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMITS_KEY, ctx.getHandler()) ?? []),
    ];
    if (rules.length === 0) return next.handle();
    return from(this.check(ctx, rules)).pipe(switchMap(() => next.handle()));
  }

  private async check(ctx: ExecutionContext, rules: RateLimitRule[]): Promise<void> {
    const isGql = ctx.getType<string>() === 'graphql';
    const gql = isGql ? GqlExecutionContext.create(ctx) : undefined;
    const gqlCtx = gql?.getContext<{ req?: Req; reply?: Reply }>();
    const req: Req | undefined = isGql ? gqlCtx?.req : ctx.switchToHttp().getRequest<Req>();
    const args = gql?.getArgs<Record<string, unknown>>();
    const body = isGql ? args : req?.body;
    const bodyField = (name: string) => field(body, name) || field((body as { input?: unknown } | undefined)?.input, name);
    const ip = req?.ip ?? req?.socket?.remoteAddress ?? 'unknown';
    const keyOf = (by: RateLimitBy): string => {
      if (by === 'ip') return `ip:${ip}`;
      if (by === 'user') return req?.user ? `user:${req.user.userId}` : `ip:${ip}`;
      if (by === 'ip+user') return `ip:${ip}|user:${req?.user?.userId ?? ''}`;
      if (by.startsWith('ip+body:')) return `ip:${ip}|body:${bodyField(by.slice('ip+body:'.length))}`;
      return `body:${bodyField(by.slice('body:'.length))}`;
    };
    try {
      for (const rule of rules) await this.limiter.consume(rule.bucket, keyOf(rule.by), rule);
    } catch (err) {
      // REST gets Retry-After from the errors filter; GraphQL answers 200, so set it here.
      if (err instanceof RateLimitedError && isGql) gqlCtx?.reply?.header('retry-after', String(err.retryAfterSec));
      throw err;
    }
  }
}
