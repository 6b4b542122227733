// The ImageStorage port's contract, run against both adapters: the folder (a temporary one) and
// S3 (s3rver on a free local port).
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileStorage } from '../../services/server/src/platform/storage/file-storage.js';
import {
  BadStorageKeyError,
  StorageUnavailableError,
  type ImageStorage,
} from '../../services/server/src/platform/storage/image-storage.js';
import { S3Storage } from '../../services/server/src/platform/storage/s3-storage.js';
import { parseStorageUrl } from '../../services/server/src/platform/storage/storage-url.js';
import { startS3, type TestS3 } from '../fixtures/test-s3.js';

let s3: TestS3;
let dir: string;
const stores: Record<'file' | 's3', ImageStorage> = {} as never;
const s3Store = (bucket: string, port?: number) => {
  const url = port === undefined ? s3.storageUrl(bucket) : `s3://${bucket}?endpoint=http://127.0.0.1:${port}&forcePathStyle=true`;
  const t = parseStorageUrl(url);
  if (t.kind !== 's3') throw new Error('not s3');
  return new S3Storage(t, { accessKeyId: s3.env.AWS_ACCESS_KEY_ID, secretAccessKey: s3.env.AWS_SECRET_ACCESS_KEY });
};

beforeAll(async () => {
  s3 = await startS3(['contract-file-bucket', 'contract-bucket']);
  dir = await mkdtemp(path.join(os.tmpdir(), 'koma-store-'));
  stores.file = new FileStorage(dir);
  stores.s3 = s3Store('contract-bucket');
});
afterAll(async () => {
  await Promise.all(Object.values(stores).map((s) => s.close()));
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text.repeat(20));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const collect = async (it: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const o of it) keys.push(o.key);
  return keys.sort();
};
const text = async (s: ImageStorage, key: string) => (await s.read(key))?.toString();

describe.each(['file', 's3'] as const)('%s store', (kind) => {
  const store = () => stores[kind];

  it('puts, gets, heads and reads back an object; a missing one is null, not an error', async () => {
    const b = bytes('page one ');
    await store().put('aa11.webp', b, 'image/webp');
    const head = await store().head('aa11.webp');
    expect(head).toMatchObject({ key: 'aa11.webp', size: b.length, contentType: 'image/webp' });
    expect(head!.etag).toMatch(/^"[^"]+"$/);
    if (kind === 's3') expect(head!.sha256).toBe(sha(b));
    expect((await store().read('aa11.webp'))!.equals(b)).toBe(true);
    const got = await store().get('aa11.webp');
    expect(got).toMatchObject({ kind: 'body', size: b.length, contentType: 'image/webp', etag: head!.etag });
    expect(await store().exists('aa11.webp')).toBe(true);

    expect(await store().head('nothing.webp')).toBeNull();
    expect(await store().get('nothing.webp')).toBeNull();
    expect(await store().read('nothing.webp')).toBeNull();
    expect(await store().exists('nothing.webp')).toBe(false);
    expect(await store().exists('avatars/nothing.webp')).toBe(false);
  });

  it('replaces an object whole on a second put', async () => {
    await store().put('replace.webp', bytes('old '), 'image/webp');
    await store().put('replace.webp', bytes('new! '), 'image/webp');
    expect(await text(store(), 'replace.webp')).toBe('new! '.repeat(20));
    expect((await store().head('replace.webp'))!.size).toBe(100);
  });

  it('serves a byte range, refuses one past the end, and answers a matching entity tag without bytes', async () => {
    await store().put('ranged.webp', Buffer.from('0123456789'), 'image/webp');
    const r = await store().get('ranged.webp', { range: { start: 2, end: 5 } });
    expect(r).toMatchObject({ kind: 'body', size: 10, range: { start: 2, end: 5 } });
    const chunks: Buffer[] = [];
    for await (const c of (r as { body: AsyncIterable<Buffer> }).body) chunks.push(c);
    expect(Buffer.concat(chunks).toString()).toBe('2345');
    const open = await store().get('ranged.webp', { range: { start: 7 } });
    expect(open).toMatchObject({ kind: 'body', range: { start: 7, end: 9 } });
    (open as { body: NodeJS.ReadableStream & { destroy(): void } }).body.destroy();
    expect(await store().get('ranged.webp', { range: { start: 10 } })).toEqual({ kind: 'range-not-satisfiable', size: 10 });
    const etag = (await store().head('ranged.webp'))!.etag;
    expect(await store().get('ranged.webp', { ifNoneMatch: etag })).toEqual({ kind: 'not-modified', etag });
    const other = await store().get('ranged.webp', { ifNoneMatch: '"something-else"' });
    expect(other?.kind).toBe('body');
    (other as { body: NodeJS.ReadableStream & { destroy(): void } }).body.destroy();
  });

  it('deletes an object, and deleting a missing one is no error', async () => {
    await store().put('avatars/gone.webp', bytes('x'), 'image/webp');
    await store().delete('avatars/gone.webp');
    expect(await store().exists('avatars/gone.webp')).toBe(false);
    await expect(store().delete('avatars/gone.webp')).resolves.toBeUndefined();
    await expect(store().delete('never/was.webp')).resolves.toBeUndefined();
  });

  it('lists every object under a prefix, the import index and subfolders included', async () => {
    await store().put('list/one.webp', bytes('1'), 'image/webp');
    await store().put('list/sub/two.webp', bytes('2'), 'image/webp');
    await store().put('.src/entry-cover-800', Buffer.from('aa11.webp 800'), 'text/plain; charset=utf-8');
    await store().put('listing.webp', bytes('3'), 'image/webp');
    expect(await collect(store().list('list/'))).toEqual(['list/one.webp', 'list/sub/two.webp']);
    expect(await collect(store().list('.src/'))).toEqual(['.src/entry-cover-800']);
    const all = await collect(store().list());
    expect(all).toEqual(
      expect.arrayContaining(['aa11.webp', 'list/one.webp', 'list/sub/two.webp', '.src/entry-cover-800', 'listing.webp']),
    );
    expect(await collect(store().list('list'))).toEqual(['list/one.webp', 'list/sub/two.webp', 'listing.webp']);
    expect(await collect(store().list('nothing-here/'))).toEqual([]);
    const sizes = new Map<string, number>();
    for await (const o of store().list('list/')) sizes.set(o.key, o.size);
    expect(sizes.get('list/one.webp')).toBe(20);
  });

  it('refuses keys that could leave the store or name a write in progress, before touching anything', async () => {
    for (const key of [
      '',
      '../escape.webp',
      '/abs.webp',
      'a//b.webp',
      './a.webp',
      'a/../b.webp',
      'a\\b.webp',
      'nul\0.webp',
      '.hidden',
      'avatars/.x.tmp',
    ]) {
      await expect(store().put(key, bytes('x'), 'image/webp')).rejects.toBeInstanceOf(BadStorageKeyError);
      await expect(store().get(key)).rejects.toBeInstanceOf(BadStorageKeyError);
    }
    expect(await collect(store().list())).not.toContain('escape.webp');
  });

  it('probes its store', async () => {
    await expect(store().probe()).resolves.toBeUndefined();
  });
});

describe('file store', () => {
  it('keeps the folder layout of UPLOADS_DIR and leaves no write in progress behind', async () => {
    await stores.file.put('bb22.webp', bytes('b'), 'image/webp');
    await stores.file.put('avatars/cc33.webp', bytes('c'), 'image/webp');
    expect((await readFile(path.join(dir, 'bb22.webp'))).equals(bytes('b'))).toBe(true);
    expect((await readFile(path.join(dir, 'avatars', 'cc33.webp'))).equals(bytes('c'))).toBe(true);
    const names = await readdir(dir, { recursive: true });
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('does not list a dot-named file (a write cut short)', async () => {
    await writeFile(path.join(dir, '.dd44.webp.123.abcd.tmp'), 'partial');
    expect(await collect(stores.file.list())).not.toContain('.dd44.webp.123.abcd.tmp');
  });

  it('fails its probe, and a write, when the folder cannot be made', async () => {
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'x');
    const bad = new FileStorage(path.join(blocker, 'below'));
    await expect(bad.probe()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(bad.put('x.webp', bytes('x'), 'image/webp')).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});

describe('S3 store', () => {
  it('keeps the content type it was given and the sha256 of the bytes', async () => {
    const b = Buffer.from('aa11.webp 800\n');
    await stores.s3.put('.src/typed', b, 'text/plain; charset=utf-8');
    expect(await stores.s3.head('.src/typed')).toMatchObject({ contentType: 'text/plain; charset=utf-8', sha256: sha(b), size: b.length });
  });

  it('names a missing bucket and an unreachable server as unavailable, with the store in the message', async () => {
    const missing = s3Store('no-such-bucket');
    await expect(missing.probe()).rejects.toThrow(/s3:\/\/no-such-bucket .*cannot be reached.*no bucket named no-such-bucket/);
    await missing.close();
    const closed = s3Store('contract-bucket', 1);
    for (const call of [
      () => closed.probe(),
      () => closed.get('aa11.webp'),
      () => closed.put('x.webp', bytes('x'), 'image/webp'),
      () => closed.head('x.webp'),
    ]) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StorageUnavailableError);
      expect((err as Error).message).toMatch(
        /^The image store s3:\/\/contract-bucket at http:\/\/127\.0\.0\.1:1 cannot be reached \(.*ECONNREFUSED/,
      );
    }
    await expect(collect(closed.list())).rejects.toBeInstanceOf(StorageUnavailableError);
    await closed.close();
  });
});
