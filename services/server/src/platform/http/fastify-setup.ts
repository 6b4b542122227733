import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { Config } from '../../config/config.schema.js';
import { httpDuration } from '../metrics/metrics.js';
import type { ClientRouteHints } from './client-route-hints.js';
import { registerClientPages } from './client-pages.js';
import { START_AFTER_PAINT_CSP } from './page-prerender.js';
import { securityHeaders } from './security-headers.js';
import { PUBLIC_UPLOAD_CACHE, storedPathOf, type UploadGate } from './upload-gate.js';
import { logger } from '../logging/logger.js';
import { registerRequestGuards } from './request-guards.js';
import { clientErrorEnvelope, frameworkErrorEnvelope } from './client-errors.js';
import { FileStorage } from '../storage/file-storage.js';
import { serveStoredImages, servedKeyOf } from '../storage/serve-stored-images.js';
import { imageStorageFor } from '../storage/storage.factory.js';

const CORRELATION = /^[A-Za-z0-9._:-]{8,128}$/;

/** Parses TRUST_PROXY: false, a hop count, or proxy addresses (what Fastify's trustProxy takes). */
export function trustProxyOf(value: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Fastify options: correlation id from `x-correlation-id` or a new uuid; 1 MB JSON bodies; the envelope for requests refused by the HTTP parser or before routing. */
export const fastifyOptions = (config: Config) => ({
  bodyLimit: 1024 * 1024,
  clientErrorHandler: clientErrorEnvelope,
  frameworkErrors: frameworkErrorEnvelope,
  trustProxy: trustProxyOf(config.TRUST_PROXY),
  logger: false,
  requestIdHeader: false as const,
  genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
    const h = req.headers['x-correlation-id'];
    return typeof h === 'string' && CORRELATION.test(h) ? h : randomUUID();
  },
});

/** Where the built client is: WEB_DIST_DIR, else web/dist next to services/ in this checkout. */
export function webDistDir(config: Config): string {
  if (config.WEB_DIST_DIR) return path.resolve(config.WEB_DIST_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../../../../web/dist');
}

/** The Cache-Control an allowed upload request is served with (set by the gate hook). */
const uploadCache = new WeakMap<FastifyRequest, string>();
/** A redirect to PUBLIC_IMAGE_BASE_URL is kept a day: the base may be changed, the names never. */
const PUBLIC_REDIRECT_CACHE = 'public, max-age=86400';

/**
 * Security headers, request guards (body type, control characters, caching), uploads, the client's
 * assets with client-route fallback, timing and ids. `hints` gives the route preload hints a context
 * provides, `gate` the upload access a context provides (both resolved once the app is built).
 */
export async function setupFastify(
  fastify: FastifyInstance,
  config: Config,
  hints: () => ClientRouteHints | undefined = () => undefined,
  gate: () => UploadGate | undefined = () => undefined,
): Promise<void> {
  fastify.addHook('onSend', async (req, reply) => {
    reply.header('x-correlation-id', req.id);
  });
  fastify.addHook('onResponse', async (req, reply) => {
    httpDuration.observe(
      { method: req.method, route: req.routeOptions?.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The one inline script: a prerendered page's start of the app shell (page-prerender.ts).
        scriptSrc: ["'self'", START_AFTER_PAINT_CSP],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: over plain HTTP (a LAN address, a test host) it would send every
        // asset request to an https:// URL that nothing answers.
        upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  // After the security headers: a guard's refusal still carries them.
  registerRequestGuards(fastify);
  await fastify.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024 } });

  // Stored images come from the ImageStorage port (docs/adr/0065): a folder is served as static
  // files (ETag, Range, conditional requests), any other store through the app.
  const storage = imageStorageFor(config);
  if (storage instanceof FileStorage) await mkdir(storage.root, { recursive: true });
  // Every stored file passes the gate first: a paid page is served only through a signed URL.
  fastify.addHook('onRequest', async (req, reply) => {
    const storedPath = storedPathOf(req.url);
    if (!storedPath) return;
    const g = gate();
    let cacheControl = PUBLIC_UPLOAD_CACHE;
    if (g) {
      let verdict;
      try {
        verdict = await g.check(storedPath, new URLSearchParams(req.url.split('?')[1] ?? ''));
      } catch (e) {
        // Not knowing whether a file is private must not serve it.
        logger.error({ err: e, path: storedPath }, 'upload access check failed');
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .send({ success: false, message: 'Service unavailable', code: 'UNAVAILABLE' });
      }
      if (!verdict.serve) {
        return reply
          .status(verdict.status)
          .header('cache-control', 'no-store')
          .send({ success: false, message: verdict.message, code: verdict.code });
      }
      cacheControl = verdict.cacheControl;
      uploadCache.set(req, cacheControl);
    }
    // A public image can come from the CDN (or public copy) instead; what the gate keeps private never does.
    const key = config.PUBLIC_IMAGE_BASE_URL && cacheControl === PUBLIC_UPLOAD_CACHE ? servedKeyOf(req.url) : null;
    if (key && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply
        .status(301)
        .header('location', `${config.PUBLIC_IMAGE_BASE_URL}/${key.split('/').map(encodeURIComponent).join('/')}`)
        .header('cache-control', PUBLIC_REDIRECT_CACHE)
        .send();
    }
  });
  const cacheOf = (req: FastifyRequest) => uploadCache.get(req) ?? PUBLIC_UPLOAD_CACHE;
  if (storage instanceof FileStorage) {
    for (const prefix of ['/uploads/', '/api/uploads/']) {
      await fastify.register(fastifyStatic, {
        root: storage.root,
        prefix,
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        setHeaders: (res: FastifyReply) => {
          res.header('cache-control', cacheOf(res.request));
        },
      });
    }
  } else await serveStoredImages(fastify, storage, cacheOf);

  const dist = webDistDir(config);
  const hasClient = existsSync(path.join(dist, 'index.html'));
  if (hasClient) {
    await fastify.register(fastifyStatic, {
      // The build writes .br/.gz beside each text asset (web/vite.config.ts): sent when accepted.
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await registerClientPages(fastify, config, hasClient ? dist : null, hints);
}
