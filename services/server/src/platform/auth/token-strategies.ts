import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy as CustomStrategy } from 'passport-custom';
import type { AuthUser } from './access.decorators.js';
import type { CredentialSource } from './passport-authenticate.js';
import { bearerToken, SessionResolver, tokenHeader } from './session-resolver.js';

/**
 * Why a token strategy passed: `absent` (no usable credential of its kind), or `ended` (a
 * well-formed token that names no live session; the access guard says "your session has ended").
 */
export type TokenMiss = 'absent' | 'ended';
type Verdict = [AuthUser] | [false, TokenMiss];

async function verdict(sessions: SessionResolver, token: string | undefined): Promise<Verdict> {
  if (!token) return [false, 'absent'];
  const user = await sessions.resolve(token);
  return user ? [user] : [false, 'ended'];
}

/** `Token: <t>` (REST, docs/security.md): the session it names. It wins over `Authorization` when both are sent. */
@Injectable()
export class TokenHeaderStrategy extends PassportStrategy(CustomStrategy, 'koma-token') {
  constructor(private readonly sessions: SessionResolver) {
    super();
  }

  validate(req: CredentialSource): Promise<Verdict> {
    return verdict(this.sessions, tokenHeader(req.headers).token);
  }
}

/** `Authorization: Bearer <t>` (GraphQL): the session it names, when no `Token` header was sent. */
@Injectable()
export class BearerStrategy extends PassportStrategy(CustomStrategy, 'koma-bearer') {
  constructor(private readonly sessions: SessionResolver) {
    super();
  }

  validate(req: CredentialSource): Promise<Verdict> {
    if (tokenHeader(req.headers).sent) return Promise.resolve([false, 'absent']);
    return verdict(this.sessions, bearerToken(req.headers));
  }
}
