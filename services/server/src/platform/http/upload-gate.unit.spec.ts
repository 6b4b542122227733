// The upload gate's pure parts: which stored file a URL names (every spelling the static server
// would resolve to the same file gives the same path), and signed URLs bound to path, reader and
// expiry. The gate in front of the static server: a refused verdict never reaches the file, an
// allowed one is served with the verdict's caching, and a failing check serves nothing.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../config/config.schema.js';
import { setupFastify } from './fastify-setup.js';
import { checkUploadSignature, signedUploadUrl, storedPathOf, UploadGate, type UploadVerdict } from './upload-gate.js';

const KEY = Buffer.alloc(32, 7);
const NAME = '0123456789abcdef0123456789abcdef01234567.webp';
const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('storedPathOf', () => {
  it('names the same stored file for every spelling of its URL', () => {
    for (const url of [
      `/uploads/${NAME}`,
      `/api/uploads/${NAME}`,
      `/uploads//${NAME}`,
      `/uploads/./${NAME}`,
      `/uploads/a/../${NAME}`,
      `/uploads/%30${NAME.slice(1)}`,
      `/uploads/${NAME.toUpperCase()}`,
      `/uploads/${NAME}?r=1&exp=2&sig=3`,
      `/uploads/${NAME}#x`,
    ]) {
      expect({ url, path: storedPathOf(url) }).toEqual({ url, path: `uploads/${NAME}` });
    }
    expect(storedPathOf('/uploads/avatars/x.webp')).toBe('uploads/avatars/x.webp');
  });

  it('is null for other URLs and for what cannot be decoded or climbs out', () => {
    for (const url of [
      '/',
      '/api/get-home-slide',
      '/uploadsx/a.webp',
      '/uploads',
      '/uploads/',
      '/uploads/%E0%A4%A',
      '/uploads/../secret',
      '/uploads/a%00b',
    ]) {
      expect({ url, path: storedPathOf(url) }).toEqual({ url, path: null });
    }
  });
});

describe('signed upload URLs', () => {
  const url = signedUploadUrl(KEY, `uploads/${NAME}`, 'reader-1', 1_000);
  const check = (u: string, nowSec = 900, maxLifetime = 300, key = KEY) =>
    checkUploadSignature(key, storedPathOf(u)!, queryOf(u), nowSec * 1000, maxLifetime);

  it('is valid for its path and reader until its expiry', () => {
    expect(url).toMatch(new RegExp(`^/uploads/${NAME.replace('.', '\\.')}\\?r=reader-1&exp=1000&sig=[\\w-]{43}$`));
    expect(check(url)).toEqual({ ok: true, readerId: 'reader-1', expiresAtSec: 1000 });
    expect(check(url, 999.999)).toMatchObject({ ok: true });
    expect(check(url, 1000)).toEqual({ ok: false, why: 'expired' });
    expect(check(`/api${url}`)).toMatchObject({ ok: true });
  });

  it('is invalid when anything under the signature changes, or with another key', () => {
    const q = queryOf(url);
    const other = (k: string, v: string) => {
      const p = new URLSearchParams(q);
      p.set(k, v);
      return `/uploads/${NAME}?${p}`;
    };
    const sig = q.get('sig')!;
    for (const u of [
      `/uploads/1${NAME.slice(1)}?${q}`,
      other('r', 'reader-2'),
      other('r', ''),
      other('exp', '1001'),
      other('exp', '999'),
      other('sig', sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A')),
      other('sig', 'short'),
      other('exp', '1e3'),
      other('exp', '-1'),
    ]) {
      expect({ u, r: check(u) }).toEqual({ u, r: { ok: false, why: 'invalid' } });
    }
    expect(check(url, 900, 300, Buffer.alloc(32, 8))).toEqual({ ok: false, why: 'invalid' });
    expect(check(`/uploads/${NAME}`)).toEqual({ ok: false, why: 'missing' });
  });

  it('is invalid in every other spelling of the same signature bytes', () => {
    const q = queryOf(url);
    const sig = q.get('sig')!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const same = [...alphabet]
      .map((c) => sig.slice(0, -1) + c)
      .filter((s) => s !== sig && Buffer.from(s, 'base64url').equals(Buffer.from(sig, 'base64url')));
    expect(same).toHaveLength(3);
    for (const s of same) {
      const p = new URLSearchParams(q);
      p.set('sig', s);
      expect(check(`/uploads/${NAME}?${p}`)).toEqual({ ok: false, why: 'invalid' });
    }
  });

  it('refuses an expiry further ahead than any URL is issued for', () => {
    expect(check(url, 600, 300)).toEqual({ ok: false, why: 'invalid' });
    expect(check(url, 700, 300)).toMatchObject({ ok: true });
  });
});

class Gate extends UploadGate {
  calls: string[] = [];
  constructor(private readonly decide: (p: string) => UploadVerdict) {
    super();
  }
  async check(storedPath: string): Promise<UploadVerdict> {
    this.calls.push(storedPath);
    return this.decide(storedPath);
  }
}

async function serve(gate: UploadGate | undefined) {
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'koma-gate-'));
  await writeFile(path.join(uploads, 'public.webp'), 'public bytes');
  await writeFile(path.join(uploads, 'paid.webp'), 'paid bytes');
  const app = Fastify();
  await setupFastify(
    app,
    loadConfig({ UPLOADS_DIR: uploads, WEB_DIST_DIR: path.join(uploads, 'no-client') }),
    () => undefined,
    () => gate,
  );
  return app;
}

describe('the gate in front of stored files', () => {
  it('serves what it allows with its caching and refuses the rest before the file is read', async () => {
    const gate = new Gate((p) =>
      p === 'uploads/paid.webp'
        ? { serve: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }
        : { serve: true, cacheControl: p === 'uploads/public.webp' ? 'public, max-age=31536000, immutable' : 'private, max-age=42' },
    );
    const app = await serve(gate);
    const pub = await app.inject({ url: '/uploads/public.webp' });
    expect([pub.statusCode, pub.headers['cache-control'], pub.body]).toEqual([200, 'public, max-age=31536000, immutable', 'public bytes']);
    const paid = await app.inject({ url: '/api/uploads/PAID.webp' });
    expect([paid.statusCode, paid.headers['cache-control'], paid.json()]).toEqual([
      404,
      'no-store',
      { success: false, message: 'Not found', code: 'NOT_FOUND' },
    ]);
    expect(gate.calls).toEqual(['uploads/public.webp', 'uploads/paid.webp']);
    await app.close();
  });

  it('serves nothing when the check fails', async () => {
    const app = await serve(
      new Gate(() => {
        throw new Error('database down');
      }),
    );
    const res = await app.inject({ url: '/uploads/public.webp' });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([503, 'no-store']);
    await app.close();
  });

  it('without a gate every stored file is public and immutable', async () => {
    const app = await serve(undefined);
    const res = await app.inject({ url: '/uploads/paid.webp' });
    expect([res.statusCode, res.headers['cache-control'], res.body]).toEqual([200, 'public, max-age=31536000, immutable', 'paid bytes']);
    await app.close();
  });
});
