import type { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './catalog-cache.js';
import { CachedContentQuery, type CachedRead } from './cached-read.js';

/** Content reads are revalidated on every use: cheap 304s through the ETag, never stale after an import. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/**
 * The same for a request with a session: its words follow the account's language, so no shared
 * cache may keep it (the cookie and Accept-Language variants stay public, told apart by Vary).
 */
export const PERSONAL_CONTENT_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** What picks the body besides the URL: the encoding, and the reader's language (ReaderLanguage: account, cookie, Accept-Language). */
const VARY = 'Accept-Encoding, Accept-Language, Cookie, Token, Authorization';

/** Sends a cached JSON body with ETag / Cache-Control, 304 on a matching If-None-Match, gzip when accepted. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  const personal = Boolean(req.headers.token || req.headers.authorization);
  reply
    .header('etag', body.etag)
    .header('cache-control', personal ? PERSONAL_CONTENT_CACHE_CONTROL : CONTENT_CACHE_CONTROL)
    .header('vary', VARY);
  const inm = req.headers['if-none-match'];
  if (typeof inm === 'string' && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === body.etag)) {
    return reply.status(304).send();
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  const ae = req.headers['accept-encoding'];
  if (body.gzip && typeof ae === 'string' && /\bgzip\b/.test(ae)) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}

/** Answers a content read through the bus as its cached REST body `{ success: true, ...body(answer) }`. */
export async function sendContent<T>(
  queries: QueryBus,
  req: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead<T>,
  body: (answer: T) => Record<string, unknown>,
): Promise<FastifyReply> {
  return sendCached(req, reply, await queries.execute(new CachedContentQuery(read, body)));
}
