import type { FastifyReply, FastifyRequest } from 'fastify';

export const MEDIA_TYPE_CODE = 'GRAPHQL_JSON_ONLY';

/** Whether the Accept header prefers an event stream or a multipart answer to a JSON one. */
function wantsStream(accept: string | undefined): boolean {
  for (const part of String(accept ?? '').split(',')) {
    const type = part.split(';')[0]!.trim().toLowerCase();
    if (type === 'text/event-stream' || type === 'multipart/mixed') return true;
    if (type.endsWith('json') || type === '*/*') return false;
  }
  return false;
}

/**
 * A Fastify onRequest hook for the route at `path`: queries may come as GET (the web client's do,
 * so a landing page's can be preloaded; Yoga refuses a mutation over GET with 405), everything
 * else as a JSON POST body. Form-encoded, multipart and other bodies are refused with 415 before
 * they are read; a GET asking for a stream and other methods with 405 (streams hold a slot, which
 * only a POST takes: stream-slots.hook.ts). It runs in Fastify because by the time Yoga sees the
 * request Fastify has parsed a form body into an object and the Fetch request made of it claims
 * to be JSON.
 */
export function graphqlHttpRules(path: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions?.url !== path || req.method === 'OPTIONS') return;
    const refuse = (status: number, message: string) =>
      reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send({ errors: [{ message, extensions: { code: MEDIA_TYPE_CODE } }] });
    if (req.method === 'GET' && !wantsStream(req.headers.accept)) return;
    if (req.method !== 'POST') {
      reply.header('allow', 'GET, POST');
      return refuse(405, `${path} accepts queries as GET and every operation as POST with a JSON body; streams only as POST`);
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type !== 'application/json')
      return refuse(415, `${path} accepts only application/json bodies, not ${type || 'a body without a content type'}`);
  };
}
