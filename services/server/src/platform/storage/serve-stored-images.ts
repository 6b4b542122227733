import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storedPathOf } from '../http/upload-gate.js';
import { BadStorageKeyError, checkKey, StorageUnavailableError, type ImageStorage } from './image-storage.js';
import { storageUnavailable } from './storage-unavailable.js';

/**
 * The store key a request under `/uploads/` or `/api/uploads/` names, decoded and normalised as
 * the upload gate saw it; null for anything not servable (dot-named segments such as the
 * import's `.src/` index are never served, as the static file server denies them).
 */
export function servedKeyOf(url: string): string | null {
  const storedPath = storedPathOf(url);
  if (!storedPath) return null;
  const key = storedPath.slice('uploads/'.length);
  if (key.split('/').some((s) => s.startsWith('.'))) return null;
  try {
    return checkKey(key);
  } catch (e) {
    if (e instanceof BadStorageKeyError) return null;
    throw e;
  }
}

/** One `bytes=start-[end]` range; anything else (suffix ranges, several ranges) is ignored and the whole object sent. */
function rangeOf(req: FastifyRequest): { start: number; end?: number } | undefined {
  const h = req.headers.range;
  if (typeof h !== 'string' || req.headers['if-range'] !== undefined) return undefined;
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(h.trim());
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}

/** A single strong entity tag the client already has (what S3 and the file store compare). */
function ifNoneMatchOf(req: FastifyRequest): string | undefined {
  const h = req.headers['if-none-match'];
  return typeof h === 'string' && /^"[^"]{1,200}"$/.test(h.trim()) ? h.trim() : undefined;
}

/**
 * Serves stored images from a store the app does not serve as static files (S3): after the upload
 * gate has allowed the request, the object is streamed through the app with its type, length,
 * entity tag and the gate's Cache-Control; Range and If-None-Match are passed on to the store.
 * A missing object is the app's 404; a store that does not answer, 503 UNAVAILABLE.
 */
export async function serveStoredImages(
  fastify: FastifyInstance,
  storage: ImageStorage,
  cacheControlOf: (req: FastifyRequest) => string,
): Promise<void> {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = servedKeyOf(req.url);
    if (!key) return reply.callNotFound();
    try {
      if (req.method === 'HEAD') {
        const h = await storage.head(key);
        if (!h) return reply.callNotFound();
        return reply
          .header('content-type', h.contentType)
          .header('content-length', String(h.size))
          .header('etag', h.etag)
          .header('accept-ranges', 'bytes')
          .header('cache-control', cacheControlOf(req))
          .send();
      }
      const r = await storage.get(key, { range: rangeOf(req), ifNoneMatch: ifNoneMatchOf(req) });
      if (!r) return reply.callNotFound();
      if (r.kind === 'not-modified') return reply.status(304).header('etag', r.etag).header('cache-control', cacheControlOf(req)).send();
      if (r.kind === 'range-not-satisfiable')
        return reply.status(416).header('content-range', `bytes */${r.size}`).header('cache-control', 'no-store').send();
      reply
        .header('content-type', r.contentType)
        .header('etag', r.etag)
        .header('accept-ranges', 'bytes')
        .header('cache-control', cacheControlOf(req));
      if (r.range) {
        reply
          .status(206)
          .header('content-range', `bytes ${r.range.start}-${r.range.end}/${r.size}`)
          .header('content-length', String(r.range.end - r.range.start + 1));
      } else reply.header('content-length', String(r.size));
      return reply.send(r.body);
    } catch (e) {
      if (!(e instanceof StorageUnavailableError)) throw e;
      const err = storageUnavailable(e);
      return reply.status(err.status).header('cache-control', 'no-store').send({ success: false, message: err.message, code: err.code });
    }
  };
  for (const url of ['/uploads/*', '/api/uploads/*']) {
    fastify.route({ method: ['GET', 'HEAD'], url, exposeHeadRoute: false, handler });
  }
}
