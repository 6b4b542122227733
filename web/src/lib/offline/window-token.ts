// An offline window's token: a JWS in compact form (ES256: ECDSA on P-256 with SHA-256, the
// signature as r ‖ s) that the server signs; checked here with WebCrypto against the public key
// pinned in the reader's database. Only what the token carries is trusted: an edit of the stored
// copy (a later `until`) breaks the signature.
import type { WindowFields } from './offline-db.js';

export interface OfflinePublicKey {
  alg: string;
  kid: string;
  jwk: { kty: string; crv: string; x: string; y: string };
}

const fromB64u = (s: string): Uint8Array<ArrayBuffer> => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

const decodeJson = (part: string): unknown => JSON.parse(new TextDecoder().decode(fromB64u(part)));

/** The `kid` the token's header names (which key signed it), or null for a malformed token. */
export function tokenKid(token: string): string | null {
  try {
    const header = decodeJson(token.split('.')[0] ?? '') as { kid?: unknown };
    return typeof header.kid === 'string' ? header.kid : null;
  } catch {
    return null;
  }
}

function isWindow(v: unknown): v is WindowFields {
  const w = v as Record<string, unknown> | null;
  return (
    !!w &&
    typeof w.episodeId === 'string' &&
    typeof w.comicId === 'string' &&
    typeof w.readerId === 'string' &&
    typeof w.kind === 'string' &&
    typeof w.issuedAt === 'string' &&
    typeof w.until === 'string' &&
    typeof w.renewable === 'boolean' &&
    Number.isFinite(Date.parse(w.issuedAt)) &&
    Number.isFinite(Date.parse(w.until))
  );
}

/**
 * The window the token carries when its signature is the key's and it is ES256; null otherwise
 * (a malformed token, another key, an edited payload).
 */
export async function verifyWindowToken(token: string, key: OfflinePublicKey): Promise<WindowFields | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || key.alg !== 'ES256') return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const head = decodeJson(header) as { alg?: unknown };
    if (head.alg !== 'ES256') return null;
    const publicKey = await crypto.subtle.importKey(
      'jwk',
      { kty: key.jwk.kty, crv: key.jwk.crv, x: key.jwk.x, y: key.jwk.y, ext: true },
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const ok = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      fromB64u(signature),
      new TextEncoder().encode(`${header}.${payload}`),
    );
    if (!ok) return null;
    const fields = decodeJson(payload);
    return isWindow(fields) ? fields : null;
  } catch {
    return null;
  }
}
