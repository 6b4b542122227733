import type { Readable } from 'node:stream';

/** What the store knows of one object, without its bytes. */
export interface StoredObject {
  key: string;
  size: number;
  /** A quoted entity tag (`"…"`), as an HTTP ETag header carries it. */
  etag: string;
  contentType: string;
  /** The sha256 (hex) recorded when the object was written, where the store keeps one (S3 metadata). */
  sha256?: string;
}

/** An inclusive byte range, as an HTTP `Range: bytes=start-end` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface GetOptions {
  /** Only these bytes; `end` past the object's end is cut to it. */
  range?: { start: number; end?: number };
  /** An entity tag the caller already has: when it matches, no bytes are read. */
  ifNoneMatch?: string;
}

export type GetResult =
  | ({ kind: 'body'; body: Readable; range?: ByteRange } & StoredObject)
  | { kind: 'not-modified'; etag: string }
  | { kind: 'range-not-satisfiable'; size: number };

/**
 * Where stored images live (catalog images, their widths, the `.src/` index of imports, profile
 * photos), addressed by keys relative to the store's root: `<hash>.webp`, `avatars/<name>.webp`,
 * `.src/<entry>`. The served path of a key is `uploads/<key>`. An adapter that cannot reach its
 * backing store throws StorageUnavailableError; a missing object is `null`, never an error.
 */
export abstract class ImageStorage {
  /** Which adapter: the app serves a file store itself (static files) and proxies the others. */
  abstract readonly kind: 'file' | 's3';
  /** The store as an operator names it (`file:/abs/dir`, `s3://bucket`), for messages. */
  abstract readonly description: string;

  /** Writes the whole object at once: a reader sees the old object or the new one, never a part. */
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  abstract get(key: string, opts?: GetOptions): Promise<GetResult | null>;
  abstract head(key: string): Promise<StoredObject | null>;
  /** Removes an object; a missing one is not an error. */
  abstract delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (all when empty), in no promised order. */
  abstract list(prefix?: string): AsyncIterable<StoredObject>;
  /** Fails with StorageUnavailableError unless the store answers (the bucket exists, the folder is writable). */
  abstract probe(): Promise<void>;
  /** Releases connections; the store is not used afterwards. */
  abstract close(): Promise<void>;

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  /** The whole object's bytes, or null when there is none. */
  async read(key: string): Promise<Buffer | null> {
    const r = await this.get(key);
    if (!r || r.kind !== 'body') return null;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of r.body) chunks.push(chunk as Buffer);
    } catch (e) {
      throw new StorageUnavailableError(this.description, e);
    }
    return Buffer.concat(chunks);
  }
}

/**
 * The backing store did not answer (refused, timed out, a server error, credentials refused). Its
 * message is for operators (it names the store and the cause); a request is answered 503
 * UNAVAILABLE without it (`storageUnavailable`).
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly store: string,
    cause: unknown,
  ) {
    super(`The image store ${store} cannot be reached (${causeText(cause)})`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

function causeText(e: unknown): string {
  const err = e as { code?: unknown; name?: unknown; message?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  if (!err || typeof err !== 'object') return String(e);
  const parts: string[] = [];
  if (typeof err.code === 'string') parts.push(err.code);
  else if (typeof err.name === 'string' && err.name !== 'Error') parts.push(err.name);
  if (err.$metadata?.httpStatusCode) parts.push(`HTTP ${err.$metadata.httpStatusCode}`);
  if (typeof err.message === 'string' && err.message && !parts.includes(err.message)) parts.push(err.message);
  return parts.join(': ') || 'unknown error';
}

/** A key the store refuses: empty, absolute, with `.`/`..` or empty segments, a NUL or backslash, or a dot-named last segment. */
export class BadStorageKeyError extends Error {}

/**
 * Keys are relative paths with `/` between segments. A last segment starting with a dot is
 * reserved (the file store's writes in progress are dot-named), so no key names one.
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  const bad =
    !key ||
    key.length > 1024 ||
    /[\0\\]/.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    segments[segments.length - 1]!.startsWith('.');
  if (bad) throw new BadStorageKeyError(`not a storage key: ${JSON.stringify(key).slice(0, 120)}`);
  return key;
}
