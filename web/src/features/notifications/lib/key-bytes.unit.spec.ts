import { keyBytes, sameKey } from './key-bytes.js';

describe('VAPID key bytes', () => {
  it('decodes base64url without padding, as the server gives the key', () => {
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const b64url = Buffer.from(raw).toString('base64url');
    expect(b64url).not.toMatch(/[=+/]/);
    expect([...keyBytes(b64url)]).toEqual([...raw]);
  });

  it('tells a subscription made under the same key from one made under another', () => {
    const key = keyBytes(Buffer.from([4, 1, 2, 3]).toString('base64url'));
    expect(sameKey(new Uint8Array([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([4, 1, 2, 9]).buffer, key)).toBe(false);
    expect(sameKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
