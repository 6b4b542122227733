import type { AuthUser } from './access.decorators.js';

/** Turns a presented token into a user; the identity context provides the real one. */
export abstract class SessionResolver {
  abstract resolve(token: string): Promise<AuthUser | null>;
}

/** Used until a context registers a resolver: nobody is signed in. */
export class NoSessions extends SessionResolver {
  async resolve(): Promise<AuthUser | null> {
    return null;
  }
}

type Headers = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** A presented token as the session lookup takes it: trimmed, unquoted, 1–512 characters. */
function normalise(raw: string): string | undefined {
  let t = raw.trim();
  // The client stores the token JSON-encoded (docs/product.md); accept it quoted as well.
  if (t.startsWith('"') && t.endsWith('"')) t = t.slice(1, -1);
  return t.length > 0 && t.length <= 512 ? t : undefined;
}

/** The `Token` header: whether one was sent (non-empty), and its token when well-formed. */
export function tokenHeader(headers: Headers): { sent: boolean; token?: string } {
  const raw = first(headers['token']);
  return raw ? { sent: true, token: normalise(raw) } : { sent: false };
}

/** The token of `Authorization: Bearer <t>`, when well-formed. */
export function bearerToken(headers: Headers): string | undefined {
  const a = first(headers['authorization']);
  return a && /^Bearer\s+/i.test(a) ? normalise(a.replace(/^Bearer\s+/i, '')) : undefined;
}

/** Reads the token from `Token: <t>` (REST, docs/security.md) or, when that header is not sent, `Authorization: Bearer <t>` (GraphQL). */
export function tokenFromHeaders(headers: Headers): string | undefined {
  const t = tokenHeader(headers);
  return t.sent ? t.token : bearerToken(headers);
}
