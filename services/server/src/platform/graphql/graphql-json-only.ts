import type { FastifyReply, FastifyRequest } from 'fastify';

export const MEDIA_TYPE_CODE = 'GRAPHQL_JSON_ONLY';

/**
 * A Fastify onRequest hook: the route at `path` takes operations only as JSON POST bodies (the
 * client's queries and its SSE subscription send them so). Form-encoded, multipart and other bodies
 * are refused with 415 before they are read, GET and other methods with 405. It runs in Fastify
 * because by the time Yoga sees the request Fastify has parsed a form body into an object and
 * the Fetch request made of it claims to be JSON.
 */
export function jsonPostOnly(path: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions?.url !== path || req.method === 'OPTIONS') return;
    const refuse = (status: number, message: string) =>
      reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send({ errors: [{ message, extensions: { code: MEDIA_TYPE_CODE } }] });
    if (req.method !== 'POST') {
      reply.header('allow', 'POST');
      return refuse(405, `${path} accepts only POST with a JSON body`);
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type !== 'application/json')
      return refuse(415, `${path} accepts only application/json bodies, not ${type || 'a body without a content type'}`);
  };
}
