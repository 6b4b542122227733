import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';

/** Who may call a route. Routes without a declaration are refused (default deny). */
export type Access = { kind: 'public' } | { kind: 'user'; ownerFields: string[]; optional?: boolean } | { kind: 'staff' };

export const ACCESS_KEY = 'koma:access';

/** Anyone, with or without a token. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);

/**
 * A signed-in user. Every field named in `ownerFields` (path params, body or query) must equal
 * the token's user id, else 403 (docs/product.md, The REST calls). Defaults to `userId`.
 */
export const Authenticated = (ownerFields: string[] = ['userId']) =>
  SetMetadata(ACCESS_KEY, { kind: 'user', ownerFields } satisfies Access);

/** Public, but the user is resolved when a valid token is sent (e.g. content that marks purchases). */
export const OptionalUser = () => SetMetadata(ACCESS_KEY, { kind: 'user', ownerFields: [], optional: true } satisfies Access);

/** Staff only (operator endpoints). */
export const Staff = () => SetMetadata(ACCESS_KEY, { kind: 'staff' } satisfies Access);

export interface AuthUser {
  userId: string;
  sessionId: string;
  roles: string[];
  /** The language chosen in the account's settings, read with the session (null: no settings row). */
  language: 'english' | 'mongolian' | null;
}

function requestOf(ctx: ExecutionContext): { user?: AuthUser } {
  if (ctx.getType<string>() === 'graphql') return GqlExecutionContext.create(ctx).getContext().req;
  return ctx.switchToHttp().getRequest();
}

/** The signed-in user of this request (undefined on public routes without a token). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext) => requestOf(ctx)?.user);
