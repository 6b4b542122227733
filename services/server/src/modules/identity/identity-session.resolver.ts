import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../platform/auth/access.decorators.js';
import { SessionResolver } from '../../platform/auth/session-resolver.js';
import { requestContext } from '../../platform/context/request-context.js';
import { SessionsService } from './sessions.service.js';

/**
 * The platform's SessionResolver, backed by identity sessions. No cache: each request reads its
 * session from PostgreSQL (one indexed lookup), so logout, password change and deactivation
 * take effect on the very next request. Reset tokens of the forgot flow are not sessions.
 */
@Injectable()
export class IdentitySessionResolver extends SessionResolver {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  async resolve(token: string): Promise<AuthUser | null> {
    const user = await this.sessions.resolve(token);
    if (user) requestContext.patch({ userId: user.userId });
    return user;
  }
}
