import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where images are stored, as STORAGE_URL (or a migration's --from/--to) names it. */
export type StorageTarget =
  | { kind: 'file'; /** Absolute; unset means UPLOADS_DIR. */ dir?: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };

export class StorageUrlError extends Error {}

const S3_PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);
/** S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;

/**
 * `file:` (UPLOADS_DIR), `file:/abs/dir` (or `file:///abs/dir`), or
 * `s3://<bucket>?endpoint=<http(s) URL>&region=<region>&forcePathStyle=true|false`
 * (region defaults to us-east-1, forcePathStyle to false). Throws StorageUrlError saying what is wrong.
 */
export function parseStorageUrl(value: string): StorageTarget {
  const v = value.trim();
  if (v === 'file:' || v === 'file://') return { kind: 'file' };
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new StorageUrlError('must be file:, file:/absolute/dir or s3://<bucket>?endpoint=…&region=…');
  }
  if (u.protocol === 'file:') {
    if (u.search || u.hash) throw new StorageUrlError('a file: URL takes no query or fragment');
    if (u.host) throw new StorageUrlError('a file: URL names a local folder (file:/absolute/dir), not a host');
    if (!/^file:\//i.test(v)) throw new StorageUrlError('a file: URL names an absolute folder (file:/absolute/dir)');
    const dir = fileURLToPath(u);
    return { kind: 'file', dir: path.resolve(dir) };
  }
  if (u.protocol !== 's3:') throw new StorageUrlError(`unknown scheme '${u.protocol.replace(':', '')}' (file: or s3:)`);
  const bucket = u.hostname;
  if (!bucket) throw new StorageUrlError('an s3: URL names its bucket: s3://<bucket>');
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw new StorageUrlError(`'${bucket}' is not a bucket name (3–63 lower-case letters, digits, dots and hyphens)`);
  if (u.username || u.password) throw new StorageUrlError('credentials go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not the URL');
  if (u.port) throw new StorageUrlError('the bucket takes no port: give the server as ?endpoint=http://host:port');
  if (u.pathname && u.pathname !== '/') throw new StorageUrlError('a key prefix after the bucket is not supported');
  for (const k of u.searchParams.keys()) {
    if (!S3_PARAMS.has(k)) throw new StorageUrlError(`unknown parameter '${k}' (endpoint, region, forcePathStyle)`);
  }
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let e: URL;
    try {
      e = new URL(endpoint);
    } catch {
      throw new StorageUrlError(`endpoint '${endpoint}' is not a URL`);
    }
    if (e.protocol !== 'http:' && e.protocol !== 'https:') throw new StorageUrlError(`endpoint '${endpoint}' must be an http(s) URL`);
    if (e.search || e.hash || e.username) throw new StorageUrlError(`endpoint '${endpoint}' must be scheme://host[:port][/path] only`);
  }
  const region = u.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) throw new StorageUrlError(`region '${region}' is not a region name`);
  const fps = u.searchParams.get('forcePathStyle') ?? 'false';
  if (fps !== 'true' && fps !== 'false') throw new StorageUrlError(`forcePathStyle must be true or false (got '${fps}')`);
  return { kind: 's3', bucket, region, endpoint: endpoint?.replace(/\/$/, ''), forcePathStyle: fps === 'true' };
}

/** The target as an operator names it in messages (no credentials: the URL never holds any). */
export function describeTarget(t: StorageTarget, uploadsDir: string): string {
  if (t.kind === 'file') return `file:${t.dir ?? path.resolve(uploadsDir)}`;
  return `s3://${t.bucket}${t.endpoint ? ` at ${t.endpoint}` : ''}`;
}
