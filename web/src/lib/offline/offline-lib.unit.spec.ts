import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { verifyWindowToken, tokenKid, type OfflinePublicKey } from './window-token.js';
import { clockRule, expired, renewalDue } from './offline-clock.js';
import { byteUnits } from './format-bytes.js';
import { nextUnread } from './next-unread.js';

const b64u = (b: Buffer | string) => Buffer.from(b).toString('base64url');

function keyPair(kid = 'kid-1') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { kty: string; crv: string; x: string; y: string };
  const pub: OfflinePublicKey = { alg: 'ES256', kid, jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } };
  const signWindow = (payload: object, header: object = { alg: 'ES256', typ: 'JWT', kid }) => {
    const h = b64u(JSON.stringify(header));
    const p = b64u(JSON.stringify(payload));
    return `${h}.${p}.${b64u(sign('sha256', Buffer.from(`${h}.${p}`), { key: privateKey, dsaEncoding: 'ieee-p1363' }))}`;
  };
  return { pub, signWindow };
}

const WINDOW = {
  episodeId: 'e1',
  comicId: 'c1',
  readerId: 'r1',
  kind: 'purchase',
  issuedAt: '2026-12-01T00:00:00.000Z',
  until: '2026-12-31T00:00:00.000Z',
  renewable: true,
};

describe('offline window tokens', () => {
  test('a token the key signed gives the window it carries, and names its key', async () => {
    const { pub, signWindow } = keyPair();
    const token = signWindow(WINDOW);
    await expect(verifyWindowToken(token, pub)).resolves.toEqual(WINDOW);
    expect(tokenKid(token)).toBe('kid-1');
  });

  test('an edited payload, another key, another algorithm or a malformed token is refused', async () => {
    const { pub, signWindow } = keyPair();
    const other = keyPair();
    const token = signWindow(WINDOW);
    const [h, , s] = token.split('.');
    const longer = `${h}.${b64u(JSON.stringify({ ...WINDOW, until: '2027-12-31T00:00:00.000Z' }))}.${s}`;
    await expect(verifyWindowToken(longer, pub)).resolves.toBeNull();
    await expect(verifyWindowToken(token, other.pub)).resolves.toBeNull();
    await expect(verifyWindowToken(signWindow(WINDOW, { alg: 'none' }), pub)).resolves.toBeNull();
    await expect(verifyWindowToken(token, { ...pub, alg: 'RS256' })).resolves.toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c', `${h}.${s}`, `${token}.x`]) await expect(verifyWindowToken(bad, pub)).resolves.toBeNull();
    expect(tokenKid('not a token')).toBeNull();
  });

  test('a signed payload that is not a window (a field missing or of another type) is refused', async () => {
    const { pub, signWindow } = keyPair();
    await expect(verifyWindowToken(signWindow({ ...WINDOW, until: undefined }), pub)).resolves.toBeNull();
    await expect(verifyWindowToken(signWindow({ ...WINDOW, renewable: 'yes' }), pub)).resolves.toBeNull();
    await expect(verifyWindowToken(signWindow({ ...WINDOW, until: 'soon' }), pub)).resolves.toBeNull();
  });
});

describe('the offline clock', () => {
  test('never runs earlier than the latest server time seen', () => {
    expect(clockRule(1_000, 5_000)).toBe(5_000);
    expect(clockRule(9_000, 5_000)).toBe(9_000);
  });

  test('a window has ended at its until; renewal is due once half of it has passed', () => {
    const until = Date.parse(WINDOW.until);
    expect(expired(WINDOW, until - 1)).toBe(false);
    expect(expired(WINDOW, until)).toBe(true);
    const half = Date.parse(WINDOW.issuedAt) + (until - Date.parse(WINDOW.issuedAt)) / 2;
    expect(renewalDue(WINDOW, half - 1)).toBe(false);
    expect(renewalDue(WINDOW, half)).toBe(true);
  });
});

describe('downloads', () => {
  test('sizes read in the unit that suits them', () => {
    expect(byteUnits(0)).toEqual({ unit: 'b', n: '0' });
    expect(byteUnits(1023)).toEqual({ unit: 'b', n: '1023' });
    expect(byteUnits(1536)).toEqual({ unit: 'kb', n: '2' });
    expect(byteUnits(5 * 1024 ** 2 + 1024 ** 2 / 2)).toEqual({ unit: 'mb', n: '5.5' });
    expect(byteUnits(2 * 1024 ** 3)).toEqual({ unit: 'gb', n: '2.0' });
  });

  test('the next five unread: after the last one read, by number, skipping the downloaded', () => {
    const eps = [5, 1, 2, 3, 4, 6, 7, 8, 9].map((n) => ({ episodeId: `e${n}`, episodeNumber: n }));
    const ids = (xs: Array<{ episodeId: string }>) => xs.map((e) => e.episodeId);
    expect(ids(nextUnread(eps, null, () => false))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
    expect(ids(nextUnread(eps, 2, (id) => id === 'e4'))).toEqual(['e3', 'e5', 'e6', 'e7', 'e8']);
    expect(ids(nextUnread(eps, 8, () => false))).toEqual(['e9']);
    expect(ids(nextUnread(eps, 9, () => false))).toEqual([]);
  });
});
