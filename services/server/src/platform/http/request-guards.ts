import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { toErrorBody } from '../errors/errors.filter.js';
import { DomainError, validationError } from '../errors/domain-error.js';
import { FORM_BODIES } from './body-types.js';
import { controlCharError, findBadText, hasBadChars, printable } from './control-chars.js';

/** GraphQL has its own guards (graphql/text-input.plugin.ts and the GraphQL module's own body rules). */
const GRAPHQL_PATH = '/graphql';
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

const routeOf = (req: FastifyRequest): string | undefined => req.routeOptions?.url;
const hasBody = (req: FastifyRequest) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The platform's request guards, for every route but GraphQL:
 * - body type: JSON only, plus multipart and form-encoded where the route says so (`@AcceptsForm`);
 *   anything else is 415 before the body is read;
 * - text: path parameters, query values, body strings (keys too) and multipart fields carrying
 *   control characters are 400 (control-chars.ts) before any handler runs; a multipart body the
 *   parser cannot read is 400 too;
 * - caching: an answer computed for a signed-in user is `private, no-store`; any other answer
 *   that did not say how it may be cached (only public content reads do) is `no-store`.
 */
export function registerRequestGuards(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (req, reply) => {
    const route = routeOf(req);
    if (!route || route === GRAPHQL_PATH || !hasBody(req)) return;
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type === 'application/json') return;
    const forms = (req.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[FORM_BODIES] === true;
    if (forms && FORM_TYPES.has(type)) return;
    const accepted = forms ? 'application/json, multipart/form-data or application/x-www-form-urlencoded' : 'application/json';
    reply.status(415).send({ success: false, message: `Content-Type must be ${accepted}`, code: 'UNSUPPORTED_MEDIA_TYPE' });
    return reply;
  });

  fastify.addHook('preValidation', async (req, reply) => {
    const route = routeOf(req);
    if (!route || route === GRAPHQL_PATH) return;
    const bad = findBadText(req.params, 'url', 'params') ?? findBadText(req.query, 'url', 'query') ?? findBadText(req.body, 'text', 'body');
    if (bad) return refuse(reply, bad);
    if (req.isMultipart()) checkMultipartFields(req);
  });

  fastify.addHook('onSend', async (req, reply) => {
    if ((req as { user?: unknown }).user !== undefined) reply.header('cache-control', 'private, no-store');
    else if (reply.getHeader('cache-control') === undefined) reply.header('cache-control', 'no-store');
  });
}

function refuse(reply: FastifyReply, at: string) {
  const { status, body } = toErrorBody(controlCharError(at));
  reply.status(status).send(body);
  return reply;
}

/**
 * Multipart fields are read by the handler as it iterates `req.parts()`; the iterator is wrapped
 * so each field is checked as it arrives (a bad one throws the 400 before the handler uses it).
 */
function checkMultipartFields(req: FastifyRequest): void {
  const parts = req.parts.bind(req);
  (req as { parts: FastifyRequest['parts'] }).parts = ((options?: Parameters<FastifyRequest['parts']>[0]) =>
    checked(parts(options))) as FastifyRequest['parts'];
}

async function* checked(parts: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  try {
    for await (const part of parts) {
      if (hasBadChars(part.fieldname, 'text')) throw controlCharError(`body.${printable(part.fieldname)}`);
      if (part.type === 'field' && typeof part.value === 'string' && hasBadChars(part.value, 'text'))
        throw controlCharError(`body.${part.fieldname}`);
      yield part;
    }
  } catch (err) {
    throw malformedMultipart(err);
  }
}

/**
 * The multipart parser's own errors (a truncated body, a missing boundary, a bad part header)
 * carry no status and would end as a 500: they are the client's malformed body, 400. Errors that
 * already say what they are (ours, the plugin's limits with their 413) pass through.
 */
function malformedMultipart(err: unknown): unknown {
  if (err instanceof DomainError || typeof (err as { statusCode?: unknown })?.statusCode === 'number') return err;
  return validationError('The multipart body is malformed');
}
