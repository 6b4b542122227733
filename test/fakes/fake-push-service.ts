import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import ece from 'http_ece';

export interface ReceivedPush {
  device: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local push service (the role FCM or Mozilla's autopush play for a real browser): it takes
 * `POST /push/<device>` as a push service does, keeps what it received, and answers 201, or the
 * status a test set for that device (410 for a browser that dropped its subscription, 500 for an
 * outage). Push services outside this machine are the one thing the web-push tests fake.
 */
export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const m = /^\/push\/([\w-]+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) {
      res.writeHead(404).end();
      return;
    }
    const device = m[1]!;
    const queued = answers.get(device);
    const status = queued?.length ? (queued.length > 1 ? queued.shift()! : queued[0]!) : 201;
    if (status >= 200 && status < 300) received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(status).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    received,
    endpoint: (device: string) => `${origin}/push/${device}`,
    /** The statuses the next pushes to `device` get, in turn; the last one stays. */
    answer: (device: string, ...statuses: number[]) => {
      answers.set(device, statuses);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

/**
 * A browser's side of a push subscription: its P-256 key pair and auth secret (what
 * PushSubscription.toJSON() hands the server as `keys`), and the decryption a browser does on a
 * received push (RFC 8291, aes128gcm).
 */
export function fakeBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body: Buffer): string =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8'),
  };
}

/**
 * Checks a push's VAPID authorization (RFC 8292) the way a push service does: `vapid t=<JWT>,
 * k=<public key>`, the JWT signed with ES256 by that key, for this audience, not expired.
 * Answers the JWT's claims and the key.
 */
export function verifyVapid(
  authorization: string | undefined,
  audience: string,
): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [jwt, k] = [m[1]!, m[2]!];
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud}, expected ${audience}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID JWT expired');
  return { claims, publicKey: k };
}
