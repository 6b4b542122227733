// `koma storage migrate`: every stored object copied from the folder into a bucket, resumable
// after a run cut short, each copy read back and compared by sha256; an unreachable target is a
// clear error before anything is copied.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { storageMigrate } from '../../services/server/src/cli/commands/storage-migrate.command.js';
import { FileStorage } from '../../services/server/src/platform/storage/file-storage.js';
import type { ImageStorage } from '../../services/server/src/platform/storage/image-storage.js';
import { migrateStorage } from '../../services/server/src/platform/storage/storage-migration.js';
import { openStorage } from '../../services/server/src/platform/storage/storage.factory.js';
import { parseStorageUrl } from '../../services/server/src/platform/storage/storage-url.js';
import { startS3, type TestS3 } from '../fixtures/test-s3.js';

const serverDir = fileURLToPath(new URL('../../services/server/', import.meta.url));
let s3: TestS3;
let dir: string;
let source: FileStorage;
const opened: ImageStorage[] = [];
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const bucket = (name: string) => {
  const s = openStorage(parseStorageUrl(s3.storageUrl(name)), { UPLOADS_DIR: dir, ...s3.env });
  opened.push(s);
  return s;
};
const sums = async (store: ImageStorage) => {
  const out: Record<string, string> = {};
  for await (const o of store.list()) out[o.key] = sha((await store.read(o.key))!);
  return out;
};
async function cli(args: { to: string; from?: string }, env: Record<string, string> = {}) {
  const out = new PassThrough();
  const err = new PassThrough();
  const text = (s: PassThrough) => {
    let t = '';
    s.on('data', (c) => (t += c));
    return () => t;
  };
  const [o, e] = [text(out), text(err)];
  const code = await storageMigrate(args, { env: { UPLOADS_DIR: dir, ...s3.env, ...env }, out, err });
  return { code, out: o(), err: e() };
}

beforeAll(async () => {
  s3 = await startS3(['migrated', 'resumed', 'cli-target']);
  dir = await mkdtemp(path.join(os.tmpdir(), 'koma-migrate-'));
  source = new FileStorage(dir);
  for (let i = 0; i < 10; i++)
    await source.put(`${String(i).padStart(2, '0')}${'a'.repeat(38)}.webp`, Buffer.from(`image ${i} `.repeat(50 + i)), 'image/webp');
  await source.put('avatars/0123456789abcdef0123456789abcdef.webp', Buffer.from('a face'), 'image/webp');
  await source.put('.src/entry-cover-800.480', Buffer.from('00aaaa.webp 800\n'), 'text/plain');
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('storage migrate', () => {
  it('copies everything, and a run cut short after a few objects finishes when run again', async () => {
    const target = bucket('resumed');
    const stop = new AbortController();
    const first = migrateStorage(source, target, {
      concurrency: 1,
      signal: stop.signal,
      onProgress: (p) => {
        if (p.done === 4) stop.abort();
      },
    });
    await expect(first).rejects.toThrow(/abort/i);
    const partial = await sums(target);
    expect(Object.keys(partial)).toHaveLength(4);
    // The index entry goes last: a cut run never leaves an entry naming images not yet copied.
    expect(Object.keys(partial).some((k) => k.startsWith('.src/'))).toBe(false);

    // A copy damaged in between (same size, other bytes) is copied again, not trusted.
    const damagedKey = Object.keys(partial)[0]!;
    const good = (await source.read(damagedKey))!;
    const bad = Buffer.from(good);
    bad[0] = bad[0]! ^ 0xff;
    await target.put(damagedKey, bad, 'image/webp');

    const second = await cli({ from: `file:${dir}`, to: s3.storageUrl('resumed') });
    expect(second.err).toBe('');
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/12 objects; copied 9 \(.* MB\), 3 already there with the same size and sha256; every copy read back/);
    expect(await sums(target)).toEqual(await sums(source));
    expect((await target.head('avatars/0123456789abcdef0123456789abcdef.webp'))!.contentType).toBe('image/webp');

    // Run again: nothing to copy.
    const third = await cli({ from: `file:${dir}`, to: s3.storageUrl('resumed') });
    expect(third.out).toMatch(/12 objects; copied 0 \(0\.0 MB\), 12 already there/);
  });

  it('copies from the configured store (UPLOADS_DIR) by default, and back from a bucket to a folder', async () => {
    const r = await cli({ to: s3.storageUrl('cli-target') });
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out).toContain(`file:${dir} → s3://cli-target at http://127.0.0.1:${s3.port}: 12 objects; copied 12`);
    const back = await mkdtemp(path.join(os.tmpdir(), 'koma-back-'));
    const r2 = await cli({ from: s3.storageUrl('cli-target'), to: `file:${back}` }, { STORAGE_URL: 'file:/nonexistent' });
    expect([r2.code, r2.err]).toEqual([0, '']);
    expect(await sums(new FileStorage(back))).toEqual(await sums(source));
    await rm(back, { recursive: true, force: true });
  });

  it('exits 1 with a clear message on an unreachable target, a missing bucket, a bad URL or the source itself, copying nothing', async () => {
    const down = await cli({ to: 's3://cli-target?endpoint=http://127.0.0.1:1&forcePathStyle=true' });
    expect(down.code).toBe(1);
    expect(down.err).toMatch(
      /^Cannot reach the target: The image store s3:\/\/cli-target at http:\/\/127\.0\.0\.1:1 cannot be reached \(.*ECONNREFUSED.*\)\. Nothing was copied\.\n$/,
    );
    expect(down.out).toBe('');
    const missing = await cli({ to: s3.storageUrl('no-such-bucket') });
    expect([missing.code, missing.err]).toEqual([1, expect.stringMatching(/no bucket named no-such-bucket\)\. Nothing was copied/)]);
    const badUrl = await cli({ to: 'gs://elsewhere' });
    expect([badUrl.code, badUrl.err]).toEqual([1, `--to "gs://elsewhere": unknown scheme 'gs' (file: or s3:)\n`]);
    const same = await cli({ to: `file:${dir}` });
    expect([same.code, same.err]).toEqual([1, `the target is the source (file:${dir})\n`]);
    const badConfig = await cli({ to: s3.storageUrl('cli-target') }, { STORAGE_URL: 'ftp://x' });
    expect(badConfig.code).toBe(1);
    expect(badConfig.err).toMatch(/Invalid configuration:\n {2}- STORAGE_URL: unknown scheme 'ftp'/);
  });

  it('stops with the source named when the source bucket stops answering', async () => {
    const from = s3.storageUrl('migrated');
    await bucket('migrated').put('x.webp', Buffer.from('x'), 'image/webp');
    const port = s3.port;
    await s3.stop();
    const r = await cli({ from, to: `file:${await mkdtemp(path.join(os.tmpdir(), 'koma-to-'))}` });
    await s3.start();
    expect(s3.port).toBe(port);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^The image store s3:\/\/migrated at http:\/\/127\.0\.0\.1:\d+ cannot be reached/);
  });
});

describe('the command line', () => {
  it('lists storage migrate with a required --to and an optional --from', async () => {
    const { commandRegistrars } = await import('../../services/server/src/cli/commands/index.js');
    // The server's own commander (the repository root may hold another version).
    const { Command } = (await import(createRequire(import.meta.url).resolve('commander', { paths: [serverDir] }))) as {
      Command: new (name: string) => Parameters<(typeof commandRegistrars)[number]>[0];
    };
    const program = new Command('koma');
    for (const register of commandRegistrars) register(program);
    const migrate = program.commands.find((c) => c.name() === 'storage')?.commands.find((c) => c.name() === 'migrate');
    expect(migrate?.options.map((o: { long?: string; mandatory: boolean }) => [o.long, o.mandatory])).toEqual([
      ['--to', true],
      ['--from', false],
    ]);
  });
});
