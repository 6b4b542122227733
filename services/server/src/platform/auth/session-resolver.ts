import type { AuthUser } from './access.decorators.js';

/** Turns a presented token into a user; the identity context provides the real one. */
export abstract class SessionResolver {
  abstract resolve(token: string): Promise<AuthUser | null>;
}

/** Used until a context registers a resolver: nobody is signed in. */
export class NoSessions extends SessionResolver {
  async resolve(): Promise<AuthUser | null> { return null; }
}

/** Reads the token from `Token: <t>` (REST, spec §6) or `Authorization: Bearer <t>` (GraphQL). */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['token'];
  let t = Array.isArray(raw) ? raw[0] : raw;
  if (!t) {
    const auth = headers['authorization'];
    const a = Array.isArray(auth) ? auth[0] : auth;
    if (a && /^Bearer\s+/i.test(a)) t = a.replace(/^Bearer\s+/i, '');
  }
  if (!t) return undefined;
  t = t.trim();
  // The client stores the token JSON-encoded (spec §3); accept it quoted as well.
  if (t.startsWith('"') && t.endsWith('"')) t = t.slice(1, -1);
  return t.length > 0 && t.length <= 512 ? t : undefined;
}
