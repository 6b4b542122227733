import { createHmac, timingSafeEqual } from 'node:crypto';

/** What to do with a request for a stored file under UPLOADS_DIR. */
export type UploadVerdict = { serve: true; cacheControl: string } | { serve: false; status: 403 | 404; code: string; message: string };

/** Public, immutable: stored catalog images are named by their content hash. */
export const PUBLIC_UPLOAD_CACHE = 'public, max-age=31536000, immutable';

/**
 * The port a context provides (reading) that decides whether a stored file may be served to this
 * request: public files to anyone, private ones (paid pages) only with a valid signed URL. An app
 * without one serves every stored file publicly. `storedPath` is `uploads/<path>` as the catalog
 * stores it, already decoded and normalised; `query` is the request's query string.
 */
export abstract class UploadGate {
  abstract check(storedPath: string, query: URLSearchParams): Promise<UploadVerdict>;
}

/**
 * The stored path (`uploads/…`) a request URL names under `/uploads/` or `/api/uploads/`, decoded
 * and normalised the way the static file server resolves it, so no spelling of a private file
 * (`%61`, `./`, `//`, upper case on a case-insensitive disk) escapes the gate; null when the URL is
 * not an upload or cannot be decoded (the static server would not serve it either).
 */
export function storedPathOf(url: string): string | null {
  const m = /^\/(?:api\/)?uploads(\/[^?#]*)/.exec(url);
  if (!m) return null;
  let rel: string;
  try {
    rel = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const parts: string[] = [];
  for (const seg of rel.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!parts.length) return null;
      parts.pop();
      continue;
    }
    parts.push(seg);
  }
  return parts.length ? `uploads/${parts.join('/').toLowerCase()}` : null;
}

/** The query parameters of a signed upload URL. */
export const SIGNED = { reader: 'r', expires: 'exp', signature: 'sig' } as const;

function mac(key: Buffer, storedPath: string, readerId: string, expiresAtSec: number): Buffer {
  return createHmac('sha256', key).update(`upload\u0000${storedPath}\u0000${readerId}\u0000${expiresAtSec}`).digest();
}

/**
 * `/<storedPath>?r=<reader>&exp=<unix seconds>&sig=<HMAC-SHA256>`: the path, the reader and the
 * expiry are all under the signature, so changing any of them invalidates it.
 */
export function signedUploadUrl(key: Buffer, storedPath: string, readerId: string, expiresAtSec: number): string {
  const sig = mac(key, storedPath.toLowerCase(), readerId, expiresAtSec).toString('base64url');
  const q = new URLSearchParams({ [SIGNED.reader]: readerId, [SIGNED.expires]: String(expiresAtSec), [SIGNED.signature]: sig });
  return `/${storedPath}?${q.toString()}`;
}

export type SignatureCheck = { ok: true; readerId: string; expiresAtSec: number } | { ok: false; why: 'missing' | 'invalid' | 'expired' };

/**
 * Checks a signed URL's query for `storedPath` at `nowMs`: valid signature, not expired, and not
 * expiring later than `maxLifetimeSec` from now (no URL is ever issued for longer).
 */
export function checkUploadSignature(
  key: Buffer,
  storedPath: string,
  query: URLSearchParams,
  nowMs: number,
  maxLifetimeSec: number,
): SignatureCheck {
  const readerId = query.get(SIGNED.reader);
  const exp = query.get(SIGNED.expires);
  const sig = query.get(SIGNED.signature);
  if (readerId === null && exp === null && sig === null) return { ok: false, why: 'missing' };
  if (readerId === null || readerId.length > 128 || !exp || !/^\d{1,12}$/.test(exp) || !sig || !/^[A-Za-z0-9_-]{43}$/.test(sig))
    return { ok: false, why: 'invalid' };
  const expiresAtSec = Number(exp);
  // Compared as text: base64url's last character carries two unused bits, so a decoded
  // comparison would also accept three other spellings of the same signature.
  const given = Buffer.from(sig);
  const expected = Buffer.from(mac(key, storedPath, readerId, expiresAtSec).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, why: 'invalid' };
  const nowSec = nowMs / 1000;
  if (expiresAtSec <= nowSec) return { ok: false, why: 'expired' };
  if (expiresAtSec > nowSec + maxLifetimeSec) return { ok: false, why: 'invalid' };
  return { ok: true, readerId, expiresAtSec };
}
