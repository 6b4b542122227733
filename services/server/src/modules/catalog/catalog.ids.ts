import { createHash } from 'node:crypto';
import { v5 as uuidV5 } from 'uuid';

/** Namespace of Koma catalog ids (a fixed random uuid). */
const NAMESPACE = '6f1c2d3e-8a9b-4c5d-9e0f-a1b2c3d4e5f6';

/**
 * The stable id of a catalog item: a name-based uuid (RFC 4122 version 5, sha1) of its kind and
 * `key`, so importing the same key again updates the same row.
 */
export function catalogId(kind: string, key: string): string {
  return uuidV5(`${kind}:${key}`, NAMESPACE);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID.test(s);

/** sha1 of a JSON-encoded value: the content hash a re-import compares. */
export function contentHash(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('hex');
}
