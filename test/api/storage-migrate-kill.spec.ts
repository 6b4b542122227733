// `koma storage migrate` killed for real: the built CLI copies a folder store into a bucket
// (s3rver), is SIGKILLed once part of it is there, and run again to the end. Every object then
// reads back from the bucket with the source's sha256, and the second run skips exactly the
// copies the first one completed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileStorage } from '../../services/server/src/platform/storage/file-storage.js';
import type { ImageStorage } from '../../services/server/src/platform/storage/image-storage.js';
import { openStorage } from '../../services/server/src/platform/storage/storage.factory.js';
import { parseStorageUrl } from '../../services/server/src/platform/storage/storage-url.js';
import { startS3, type TestS3 } from '../fixtures/test-s3.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cliJs = path.join(root, 'services/server/dist/cli/koma.js');
const OBJECTS = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let s3: TestS3;
let dir: string;
let source: FileStorage;
let target: ImageStorage;

/** key → sha256 of every object in `store`. */
async function sums(store: ImageStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const o of store.list()) out[o.key] = sha((await store.read(o.key))!);
  return out;
}

async function count(store: ImageStorage): Promise<number> {
  let n = 0;
  for await (const _ of store.list()) n++;
  return n;
}

/** The built CLI, as an operator runs it (no database: the command needs none). */
function migrate() {
  const child = spawn(process.execPath, [cliJs, 'storage', 'migrate', '--to', s3.storageUrl('killed'), '--from', `file:${dir}`], {
    env: { ...process.env, ...s3.env, UPLOADS_DIR: dir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exit, out: () => out, err: () => err };
}

beforeAll(async () => {
  if (!existsSync(cliJs)) throw new Error('build the server first: npm run build -w services/server');
  s3 = await startS3(['killed']);
  dir = await mkdtemp(path.join(os.tmpdir(), 'koma-migrate-kill-'));
  source = new FileStorage(dir);
  // Images of a few tens of KB (each different), an avatar and an index entry of the import.
  for (let i = 0; i < OBJECTS - 2; i++) {
    const bytes = Buffer.alloc(24_000 + i * 512, `image ${i} `);
    await source.put(`${String(i).padStart(2, '0')}${'b'.repeat(38)}.webp`, bytes, 'image/webp');
  }
  await source.put('avatars/fedcba9876543210fedcba9876543210.webp', Buffer.from('a face'), 'image/webp');
  await source.put('.src/entry-cover-800.480', Buffer.from('00bbbb.webp 800\n'), 'text/plain');
  target = openStorage(parseStorageUrl(s3.storageUrl('killed')), { UPLOADS_DIR: dir, ...s3.env });
});

afterAll(async () => {
  await target?.close();
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('finishes after a SIGKILL mid-copy: every object there with its sha256, the copies already made skipped', async () => {
  const want = await sums(source);
  expect(Object.keys(want)).toHaveLength(OBJECTS);

  const first = migrate();
  let seen = 0;
  for (const until = Date.now() + 60_000; seen === 0; await sleep(5)) {
    seen = await count(target);
    const ended = first.child.exitCode !== null;
    if (ended || Date.now() > until)
      throw new Error(
        `the first run ${ended ? 'ended' : 'copied nothing in 60 s'} before it could be killed: ${first.err()}${first.out()}`,
      );
  }
  first.child.kill('SIGKILL');
  expect(await first.exit).toEqual({ code: null, signal: 'SIGKILL' });
  expect(first.out()).toBe(''); // no summary: it never got to the end

  const after = await sums(target);
  const complete = Object.keys(after).filter((k) => after[k] === want[k]);
  const keys = Object.keys(after).length;
  process.stderr.write(`killed with ${keys} of ${OBJECTS} objects in the bucket (${complete.length} complete)\n`);
  expect(keys).toBeGreaterThan(0);
  expect(complete.length).toBeLessThan(OBJECTS);
  // The index entry goes last: a killed run never leaves it before the images it names.
  expect(Object.keys(after).some((k) => k.startsWith('.src/'))).toBe(false);

  const second = migrate();
  const end = await second.exit;
  expect(second.err()).not.toMatch(/error|does not read back/i);
  expect(end).toEqual({ code: 0, signal: null });
  expect(second.out()).toMatch(
    new RegExp(
      `^file:${dir} → s3://killed at http://127\\.0\\.0\\.1:${s3.port}: ${OBJECTS} objects; ` +
        `copied ${OBJECTS - complete.length} \\(\\d+\\.\\d MB\\), ${complete.length} already there with the same size and sha256; ` +
        `every copy read back and its sha256 checked\\n$`,
    ),
  );
  expect(await sums(target)).toEqual(want);
  expect((await target.head('avatars/fedcba9876543210fedcba9876543210.webp'))!.contentType).toBe('image/webp');
}, 120_000);
