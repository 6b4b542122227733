import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  DeleteObjectCommandOutput,
  GetObjectCommandOutput,
  HeadBucketCommandOutput,
  HeadObjectCommandOutput,
  ListObjectsV2CommandOutput,
  PutObjectCommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, ImageStorage, StorageUnavailableError, type GetOptions, type GetResult, type StoredObject } from './image-storage.js';
import type { StorageTarget } from './storage-url.js';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** The SDK, loaded with the first S3 store: an installation on the folder store never pays for it. */
type Sdk = typeof import('@aws-sdk/client-s3');
let sdkLoading: Promise<Sdk> | undefined;
const loadSdk = () => (sdkLoading ??= import('@aws-sdk/client-s3'));

type S3Error = { name?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (e: unknown) => (e as S3Error)?.$metadata?.httpStatusCode;
const isMissing = (e: unknown) => ['NotFound', 'NoSuchKey'].includes((e as S3Error)?.name ?? '') || statusOf(e) === 404;

/**
 * Objects in one S3 bucket (AWS or any S3-compatible server), a key as the object key. Each
 * object carries its content type and, as metadata, the sha256 of its bytes (what a migration
 * compares). Credentials: the ones given (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY), else the
 * SDK's own chain (instance role, profile). A request that gets no answer within the timeouts,
 * or a refusal other than "no such object", is StorageUnavailableError.
 */
export class S3Storage extends ImageStorage {
  readonly kind = 's3' as const;
  readonly description: string;
  private readonly bucket: string;
  private readonly connecting: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(target: Extract<StorageTarget, { kind: 's3' }>, credentials?: S3Credentials) {
    super();
    this.bucket = target.bucket;
    this.description = `s3://${target.bucket}${target.endpoint ? ` at ${target.endpoint}` : ''}`;
    this.connecting = loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: target.region,
        endpoint: target.endpoint,
        forcePathStyle: target.forcePathStyle,
        credentials,
        maxAttempts: 2,
        // Checksums only where S3 requires them: S3-compatible servers differ in the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 3000, requestTimeout: 20_000 },
      }),
    }));
  }

  /** Sends the command `make` builds from the SDK's classes. */
  private async send<T>(make: (sdk: Sdk) => unknown): Promise<T> {
    const { sdk, client } = await this.connecting;
    return (await client.send(make(sdk) as never)) as T;
  }

  private fail(e: unknown): never {
    throw new StorageUnavailableError(this.description, e);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    try {
      await this.send<PutObjectCommandOutput>(
        (s) =>
          new s.PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            Metadata: { sha256: createHash('sha256').update(bytes).digest('hex') },
          }),
      );
    } catch (e) {
      this.fail(e);
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    checkKey(key);
    try {
      const r = await this.send<HeadObjectCommandOutput>((s) => new s.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: r.ContentLength ?? 0,
        etag: r.ETag ?? '""',
        contentType: r.ContentType ?? 'application/octet-stream',
        sha256: r.Metadata?.sha256,
      };
    } catch (e) {
      if (isMissing(e)) return null;
      this.fail(e);
    }
  }

  async get(key: string, opts: GetOptions = {}): Promise<GetResult | null> {
    checkKey(key);
    const range = opts.range ? `bytes=${opts.range.start}-${opts.range.end ?? ''}` : undefined;
    try {
      const r = await this.send<GetObjectCommandOutput>(
        (s) => new s.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range, IfNoneMatch: opts.ifNoneMatch }),
      );
      const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.ContentRange ?? '');
      return {
        kind: 'body',
        key,
        size: m ? Number(m[3]) : (r.ContentLength ?? 0),
        etag: r.ETag ?? '""',
        contentType: r.ContentType ?? 'application/octet-stream',
        sha256: r.Metadata?.sha256,
        range: m ? { start: Number(m[1]), end: Number(m[2]) } : undefined,
        body: r.Body as Readable,
      };
    } catch (e) {
      if (isMissing(e)) return null;
      if (statusOf(e) === 304) return { kind: 'not-modified', etag: opts.ifNoneMatch! };
      if (statusOf(e) === 416) {
        const h = await this.head(key);
        return h ? { kind: 'range-not-satisfiable', size: h.size } : null;
      }
      this.fail(e);
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    try {
      await this.send<DeleteObjectCommandOutput>((s) => new s.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (e) {
      if (!isMissing(e)) this.fail(e);
    }
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.send<ListObjectsV2CommandOutput>(
          (s) => new s.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        );
      } catch (e) {
        this.fail(e);
      }
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        // Listings carry no content type or metadata; a caller that needs them asks head().
        yield { key: o.Key, size: o.Size ?? 0, etag: o.ETag ?? '""', contentType: 'application/octet-stream' };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async probe(): Promise<void> {
    try {
      await this.send<HeadBucketCommandOutput>((s) => new s.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (e) {
      if (statusOf(e) === 404) this.fail(new Error(`no bucket named ${this.bucket}`));
      this.fail(e);
    }
  }

  async close(): Promise<void> {
    (await this.connecting).client.destroy();
  }
}
