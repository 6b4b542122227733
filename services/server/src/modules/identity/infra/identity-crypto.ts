import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque 256-bit token, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the SHA-256 of a token is stored; a database leak yields no usable tokens. */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A 6-digit code from the CSPRNG, zero-padded. */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * Codes are stored as HMAC-SHA256(server key, email:code): a leaked table cannot be brute-forced
 * over the 10^6 code space without the key.
 */
export function codeHash(key: string, email: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${email}\u0000${code}`).digest();
}

export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The id the forgot flow answers for an address, known or not: uuid-shaped, derived from the key
 * and the email (stable per address, unguessable), and never an account's id.
 */
export function resetFlowId(key: string, email: string): string {
  const h = createHmac('sha256', key).update(`decoy\u0000${email}`).digest();
  h[6] = (h[6] & 0x0f) | 0x40; // looks like a v4 uuid, like real ids
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
