import { createPublicKey, sign, verify } from 'node:crypto';
import { p256KeyPair } from './offline-window-signer.js';

describe('p256KeyPair', () => {
  it('derives the same pair from the same material, another from other material', () => {
    const a = Buffer.alloc(32, 7);
    expect(p256KeyPair(a).publicKey).toEqual(p256KeyPair(Buffer.from(a)).publicKey);
    expect(p256KeyPair(Buffer.alloc(32, 8)).publicKey.jwk.x).not.toBe(p256KeyPair(a).publicKey.jwk.x);
  });

  it('makes a valid scalar of any material, zero and values past the curve order included', () => {
    for (const material of [
      Buffer.alloc(32, 0),
      Buffer.alloc(32, 0xff),
      Buffer.from('ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632550', 'hex'),
    ]) {
      const { privateKey, publicKey } = p256KeyPair(material);
      const data = Buffer.from('window');
      const sig = sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });
      expect(sig).toHaveLength(64);
      const pub = createPublicKey({ key: publicKey.jwk, format: 'jwk' });
      expect(verify('sha256', data, { key: pub, dsaEncoding: 'ieee-p1363' }, sig)).toBe(true);
    }
  });
});
