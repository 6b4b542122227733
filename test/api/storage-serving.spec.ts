// Serving stored images through the upload gate from either store, and PUBLIC_IMAGE_BASE_URL: a
// public image is redirected to the CDN, a private one (what the gate signs) never is.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../services/server/src/config/config.schema.js';
import { setupFastify } from '../../services/server/src/platform/http/fastify-setup.js';
import { PUBLIC_UPLOAD_CACHE, UploadGate, type UploadVerdict } from '../../services/server/src/platform/http/upload-gate.js';
import { closeImageStorage, imageStorageFor } from '../../services/server/src/platform/storage/storage.factory.js';
import { startS3, type TestS3 } from '../fixtures/test-s3.js';

/** Private: `uploads/paid-*`, served only with `?ok`; the rest public. */
class Gate extends UploadGate {
  async check(storedPath: string, query: URLSearchParams): Promise<UploadVerdict> {
    if (!storedPath.startsWith('uploads/paid-')) return { serve: true, cacheControl: PUBLIC_UPLOAD_CACHE };
    return query.has('ok')
      ? { serve: true, cacheControl: 'private, max-age=42' }
      : { serve: false, status: 403, code: 'PAGES.URL_INVALID', message: 'invalid' };
  }
}

let s3: TestS3;
let dir: string;
const apps: Array<{ app: FastifyInstance; config: object }> = [];

async function serve(env: Record<string, string>) {
  const config = loadConfig({ UPLOADS_DIR: dir, WEB_DIST_DIR: path.join(dir, 'no-client'), ...env });
  const app = Fastify();
  await setupFastify(
    app,
    config,
    () => undefined,
    () => new Gate(),
  );
  const storage = imageStorageFor(config);
  await storage.put('public-1.webp', Buffer.from('public bytes'), 'image/webp');
  await storage.put('paid-1.webp', Buffer.from('paid bytes'), 'image/webp');
  await storage.put('avatars/face.webp', Buffer.from('face'), 'image/webp');
  await storage.put('.src/entry', Buffer.from('public-1.webp 800'), 'text/plain');
  apps.push({ app, config });
  return app;
}

beforeAll(async () => {
  s3 = await startS3(['serving-bucket']);
  dir = await mkdtemp(path.join(os.tmpdir(), 'koma-serving-'));
});
afterAll(async () => {
  for (const { app, config } of apps) {
    await app.close();
    await closeImageStorage(config as never);
  }
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const stores = () =>
  [
    ['file', {}],
    ['s3', { STORAGE_URL: s3.storageUrl('serving-bucket'), ...s3.env }],
  ] as const;

describe.each(['file', 's3'] as const)('from the %s store', (kind) => {
  const env = () => stores().find(([k]) => k === kind)![1] as Record<string, string>;

  it('serves what the gate allows with its caching, and refuses the rest', async () => {
    const app = await serve(env());
    const pub = await app.inject({ url: '/uploads/public-1.webp' });
    expect([pub.statusCode, pub.headers['cache-control'], pub.headers['content-type'], pub.body]).toEqual([
      200,
      PUBLIC_UPLOAD_CACHE,
      'image/webp',
      'public bytes',
    ]);
    expect(pub.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    const paid = await app.inject({ url: '/uploads/paid-1.webp?ok' });
    expect([paid.statusCode, paid.headers['cache-control'], paid.body]).toEqual([200, 'private, max-age=42', 'paid bytes']);
    const refused = await app.inject({ url: '/api/uploads/paid-1.webp' });
    expect([refused.statusCode, refused.headers['cache-control'], refused.json().code]).toEqual([403, 'no-store', 'PAGES.URL_INVALID']);
    expect((await app.inject({ url: '/uploads/avatars/face.webp' })).body).toBe('face');
    expect((await app.inject({ url: '/uploads/none.webp' })).statusCode).toBe(404);
    expect([403, 404]).toContain((await app.inject({ url: '/uploads/.src/entry' })).statusCode);
    const part = await app.inject({ url: '/uploads/public-1.webp', headers: { range: 'bytes=7-' } });
    expect([part.statusCode, part.body, part.headers['content-range']]).toEqual([206, 'bytes', 'bytes 7-11/12']);
  });

  it('redirects a public image to PUBLIC_IMAGE_BASE_URL, never a private one nor the import index', async () => {
    const app = await serve({ ...env(), PUBLIC_IMAGE_BASE_URL: 'https://cdn.example/koma/' });
    for (const url of ['/uploads/public-1.webp', '/api/uploads/PUBLIC-1.webp?x=1', '/uploads/avatars/face.webp']) {
      const res = await app.inject({ url });
      const key = url.includes('avatars') ? 'avatars/face.webp' : 'public-1.webp';
      expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([
        301,
        `https://cdn.example/koma/${key}`,
        'public, max-age=86400',
      ]);
    }
    const paid = await app.inject({ url: '/uploads/paid-1.webp?ok' });
    expect([paid.statusCode, paid.headers.location, paid.body]).toEqual([200, undefined, 'paid bytes']);
    const bare = await app.inject({ url: '/uploads/paid-1.webp' });
    expect([bare.statusCode, bare.headers.location]).toEqual([403, undefined]);
    const index = await app.inject({ url: '/uploads/.src/entry' });
    expect(index.headers.location).toBeUndefined();
    expect([403, 404]).toContain(index.statusCode);
  });
});
