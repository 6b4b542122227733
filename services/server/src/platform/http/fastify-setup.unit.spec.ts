// The client fallback with route hints, on a bare Fastify: the page's chunks come from the build's
// route-chunks.json beside index.html; without it (an older build) or with a broken one the page
// still gets its data and image hints, never an error.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../config/config.schema.js';
import { ClientRouteHints, type RouteHints } from './client-route-hints.js';
import { setupFastify } from './fastify-setup.js';

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-a.js"></script></head><body></body></html>';

class Hints extends ClientRouteHints {
  async forPath(p: string): Promise<RouteHints | null> {
    return p === '/' ? { fetches: [], image: '/uploads/hero.webp', page: 'home' } : null;
  }
}

async function serve(routeChunks?: string) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'koma-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  if (routeChunks !== undefined) await writeFile(path.join(dist, 'route-chunks.json'), routeChunks);
  const fastify = Fastify();
  const config = loadConfig({ WEB_DIST_DIR: dist, UPLOADS_DIR: await mkdtemp(path.join(os.tmpdir(), 'koma-uploads-')) });
  await setupFastify(fastify, config, () => new Hints());
  return fastify;
}

const head = async (fastify: Awaited<ReturnType<typeof serve>>, url = '/') => {
  const res = await fastify.inject({ method: 'GET', url });
  return { status: res.statusCode, links: res.body.match(/<link [^>]*>/g) ?? [], body: res.body };
};

describe('client route fallback with route chunks', () => {
  it("hints the page's chunks and CSS the build lists", async () => {
    const fastify = await serve(JSON.stringify({ home: { js: ['/assets/home-page-b.js'], css: ['/assets/home-page-c.css'] } }));
    expect((await head(fastify)).links).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/hero.webp">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-b.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-c.css">',
    ]);
    expect((await head(fastify, '/wallet')).body).toBe(INDEX);
    await fastify.close();
  });

  it('without route-chunks.json, or with a broken one, hints the rest', async () => {
    for (const file of [undefined, '{"home": ', '{"home": {"js": ["//evil.example/x.js"]}}']) {
      const fastify = await serve(file);
      expect(await head(fastify)).toMatchObject({
        status: 200,
        links: ['<link rel="preload" as="image" fetchpriority="high" href="/uploads/hero.webp">'],
      });
      await fastify.close();
    }
  });
});
