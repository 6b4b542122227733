import { createECDH, randomBytes } from 'node:crypto';
import { parsePushSubscription, pushEndpointAllowed } from './push-subscription.js';

describe('pushEndpointAllowed', () => {
  it('takes the public push services over https on the default port, and the named extra origins', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QGx',
    ])
      expect([ok, pushEndpointAllowed(ok, [])]).toEqual([ok, true]);
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push/a', ['http://127.0.0.1:9000'])).toBe(true);
  });

  it('refuses everything else: other hosts, look-alikes, http, other ports, credentials, non-URLs', () => {
    for (const bad of [
      'https://example.com/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://notfcm.googleapis.co/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/x',
      'https://u:p@fcm.googleapis.com/x',
      'http://127.0.0.1:9001/push/a',
      'http://localhost/x',
      'file:///etc/passwd',
      'nonsense',
    ])
      expect([bad, pushEndpointAllowed(bad, ['http://127.0.0.1:9000'])]).toEqual([bad, false]);
  });
});

describe('parsePushSubscription', () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';

  it('answers the endpoint and the keys in canonical base64url (padding dropped)', () => {
    expect(
      parsePushSubscription({ endpoint, keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` }, expirationTime: null }, []),
    ).toEqual({ endpoint, p256dh: keys.p256dh, auth: keys.auth });
  });

  it('names the field of the first problem', () => {
    expect(() => parsePushSubscription({ endpoint, keys: { ...keys, auth: randomBytes(8).toString('base64url') } }, [])).toThrow(
      'keys.auth: must be a 16-byte secret',
    );
    expect(() => parsePushSubscription({ endpoint, keys: { ...keys, p256dh: Buffer.alloc(65, 2).toString('base64url') } }, [])).toThrow(
      'keys.p256dh: must be an uncompressed P-256 public key',
    );
    expect(() => parsePushSubscription({ keys }, [])).toThrow(/^endpoint: /);
    expect(() => parsePushSubscription(null, [])).toThrow(/^endpoint: /);
  });
});
