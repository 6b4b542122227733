import { createECDH, createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetDerivedKeyQuery } from '../identity/index.js';
import type { OfflineKind } from './reading.events.js';

/** The fields of an offline window the client stores and may trust only as the token carries them. */
export interface OfflineWindowFields {
  episodeId: string;
  comicId: string;
  readerId: string;
  kind: OfflineKind;
  issuedAt: string;
  until: string;
  renewable: boolean;
}

/** The public half of the signing key as a browser imports it (WebCrypto `importKey('jwk', …)`). */
export interface OfflinePublicKey {
  alg: 'ES256';
  /** The JWK's thumbprint (RFC 7638): it changes when the server key does. */
  kid: string;
  jwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string };
}

/** The order n of P-256's base point. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

const b64u = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/**
 * A P-256 key pair from key material (32 bytes or more): the private scalar is the material taken
 * as a number mod n − 1, plus 1, so it is always a valid scalar (1 … n − 1); the public point is
 * that scalar times the base point (node's ECDH on prime256v1). The same material gives the same pair.
 */
export function p256KeyPair(material: Buffer): { privateKey: KeyObject; publicKey: OfflinePublicKey } {
  const d = (BigInt(`0x${material.toString('hex')}`) % (P256_ORDER - 1n)) + 1n;
  const scalar = Buffer.from(d.toString(16).padStart(64, '0'), 'hex');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(scalar);
  const point = ecdh.getPublicKey(); // 0x04 ‖ x ‖ y
  const jwk = { kty: 'EC' as const, crv: 'P-256' as const, x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) };
  const privateKey = createPrivateKey({ key: { ...jwk, d: b64u(scalar) }, format: 'jwk' });
  const thumbprint = createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest();
  return { privateKey, publicKey: { alg: 'ES256', kid: b64u(thumbprint), jwk } };
}

/**
 * Signs offline windows so the client can check them and an edit of its stored copy cannot
 * extend one: a JWS in compact form (ES256: ECDSA on P-256 with SHA-256, the signature as r ‖ s),
 * which the browser verifies with WebCrypto against the public key GET /api/offline-key serves.
 * The key pair is derived from the server key (identity's GetDerivedKeyQuery('offline-window')),
 * so every API instance signs with the same key and only the server can sign.
 */
@Injectable()
export class OfflineWindowSigner {
  private pair?: Promise<ReturnType<typeof p256KeyPair>>;

  constructor(private readonly queries: QueryBus) {}

  private keys(): Promise<ReturnType<typeof p256KeyPair>> {
    this.pair ??= this.queries
      .execute(new GetDerivedKeyQuery('offline-window'))
      .then(p256KeyPair)
      .catch((e) => {
        this.pair = undefined;
        throw e;
      });
    return this.pair;
  }

  async publicKey(): Promise<OfflinePublicKey> {
    return (await this.keys()).publicKey;
  }

  /** `header.payload.signature`, base64url each; the payload is the window's fields as JSON. */
  async sign(window: OfflineWindowFields): Promise<string> {
    const { privateKey, publicKey } = await this.keys();
    const header = b64u(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: publicKey.kid }));
    const { episodeId, comicId, readerId, kind, issuedAt, until, renewable } = window;
    const payload = b64u(JSON.stringify({ episodeId, comicId, readerId, kind, issuedAt, until, renewable }));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    return `${header}.${payload}.${b64u(signature)}`;
  }
}
