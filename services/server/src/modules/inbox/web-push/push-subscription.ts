import { z } from 'zod';
import { DomainError, validationError } from '../../../platform/errors/domain-error.js';

/**
 * The public push services a browser's subscription may point at (a host or any host under it).
 * The server posts to the endpoint a reader sends, so an endpoint elsewhere is refused unless the
 * operator named its origin in WEB_PUSH_ALLOWED_ORIGINS: the push call cannot be aimed at the
 * server's own network.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com', // Chrome, Edge on Android, Opera
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'notify.windows.com', // Edge (wns2-*.notify.windows.com)
  'push.apple.com', // Safari (web.push.apple.com)
] as const;

/** The longest endpoint accepted (real ones are under 600 characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/** A reader keeps at most this many subscribed browsers; a new one beyond it replaces the oldest. */
export const PUSH_DEVICES_MAX = 10;

export class PushEndpointNotAllowedError extends DomainError {
  constructor() {
    super('INBOX.PUSH_ENDPOINT_NOT_ALLOWED', 'This push endpoint is not a known push service', 'validation');
  }
}

/** Whether the server may post pushes to this endpoint. */
export function pushEndpointAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(endpoint);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  if (extraOrigins.includes(u.origin)) return true;
  if (u.protocol !== 'https:' || u.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((h) => u.hostname === h || u.hostname.endsWith(`.${h}`));
}

/** Base64url (padding tolerated) of exactly `bytes` bytes. */
const key = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .max(128, 'is too long')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must be ${what}`);

/** The browser's PushSubscription as its toJSON() gives it. */
export const PushSubscriptionJson = z.object({
  endpoint: z.string().trim().min(1, 'is required').max(PUSH_ENDPOINT_MAX, 'is too long'),
  keys: z.object({
    p256dh: key(65, 'an uncompressed P-256 public key (65 bytes)').refine(
      (v) => Buffer.from(v, 'base64url')[0] === 4,
      'must be an uncompressed P-256 public key',
    ),
    auth: key(16, 'a 16-byte secret'),
  }),
  expirationTime: z.number().nullable().optional(),
});

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Checks a subscription a reader sends; every problem is a 400 naming its field. */
export function parsePushSubscription(value: unknown, extraOrigins: readonly string[]): PushSubscriptionInput {
  const r = PushSubscriptionJson.safeParse(value ?? {});
  if (!r.success) {
    const first = r.error.issues[0];
    throw validationError(
      `${first?.path.join('.') || 'subscription'}: ${first?.message ?? 'invalid'}`,
      r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  if (!pushEndpointAllowed(r.data.endpoint, extraOrigins)) throw new PushEndpointNotAllowedError();
  const canonical = (v: string) => Buffer.from(v, 'base64url').toString('base64url');
  return { endpoint: r.data.endpoint, p256dh: canonical(r.data.keys.p256dh), auth: canonical(r.data.keys.auth) };
}
