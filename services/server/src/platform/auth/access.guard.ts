import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ACCESS_KEY, type Access, type AuthUser } from './access.decorators.js';
import { authenticateWith } from './passport-authenticate.js';
import { BearerStrategy, TokenHeaderStrategy, type TokenMiss } from './token-strategies.js';
import { DomainError, forbidden, unauthorized } from '../errors/domain-error.js';

interface Req {
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, unknown>;
  body?: unknown;
  query?: Record<string, unknown>;
  user?: AuthUser;
}

/**
 * Global guard: every route must declare its access; the default is deny. On routes that are not
 * public, passport authenticates the request with the `Token` header strategy, then the
 * `Authorization: Bearer` one; the guard then applies the route's rule to the user they found.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokenHeader: TokenHeaderStrategy,
    private readonly bearer: BearerStrategy,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [ctx.getHandler(), ctx.getClass()]);
    const isGql = ctx.getType<string>() === 'graphql';
    const req: Req | undefined = isGql ? GqlExecutionContext.create(ctx).getContext().req : ctx.switchToHttp().getRequest();
    if (!access) throw new DomainError('AUTH.NO_ACCESS_RULE', 'This route is not open', 'forbidden');
    if (!req) throw unauthorized();

    if (access.kind === 'public') {
      return true;
    }
    const { user, misses } = await authenticateWith<AuthUser>([this.tokenHeader, this.bearer], { headers: req.headers ?? {} });
    if (user) req.user = user;
    if (access.kind === 'user' && access.optional) return true;
    if (!user)
      throw unauthorized(
        misses.includes('ended' satisfies TokenMiss) ? 'Your session has ended, please log in again' : 'Please do login first',
      );
    if (access.kind === 'staff') {
      if (!user.roles.includes('staff')) throw forbidden('Staff only');
      return true;
    }
    const sources: unknown[] = isGql ? [GqlExecutionContext.create(ctx).getArgs()] : [req.params, req.body, req.query];
    for (const field of access.ownerFields) {
      for (const src of sources) {
        const value = ownerValue(src, field);
        if (value !== undefined && value !== null && value !== '' && String(value).replace(/^"|"$/g, '') !== user.userId) {
          throw forbidden();
        }
      }
    }
    return true;
  }
}

function ownerValue(src: unknown, field: string): unknown {
  if (!src || typeof src !== 'object') return undefined;
  const v = (src as Record<string, unknown>)[field];
  // multipart fields arrive as { value } objects
  if (v && typeof v === 'object' && 'value' in (v as object)) return (v as { value: unknown }).value;
  return v;
}
