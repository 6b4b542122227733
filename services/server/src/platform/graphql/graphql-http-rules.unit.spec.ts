import Fastify from 'fastify';
import { graphqlHttpRules, MEDIA_TYPE_CODE } from './graphql-http-rules.js';

describe('graphqlHttpRules (how /graphql takes operations)', () => {
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', graphqlHttpRules('/graphql'));
  app.all('/graphql', async () => ({ data: { ok: true } }));
  app.post('/api/form', async () => ({ ok: true }));
  afterAll(() => app.close());

  it('serves a JSON POST', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: '{"query":"{ ok }"}',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses form-encoded, multipart, text and bodiless POSTs with 415 naming what it accepts', async () => {
    for (const headers of [
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'text/plain' },
      {},
    ]) {
      const res = await app.inject({ method: 'POST', url: '/graphql?x=1', headers, payload: 'query=%7B%20ok%20%7D' });
      expect(res.statusCode).toBe(415);
      expect(res.json().errors[0]).toMatchObject({ extensions: { code: MEDIA_TYPE_CODE } });
      expect(res.json().errors[0].message).toMatch(/only application\/json/);
    }
  });

  it('serves a GET that asks for JSON (a query), as the web client sends it', async () => {
    for (const accept of [undefined, 'application/graphql-response+json, application/json, text/event-stream, multipart/mixed', '*/*']) {
      const get = await app.inject({ method: 'GET', url: '/graphql?query=%7B%20ok%20%7D', headers: accept ? { accept } : {} });
      expect({ accept, status: get.statusCode }).toEqual({ accept, status: 200 });
    }
  });

  it('refuses a GET asking for a stream and other methods with 405 naming what it accepts; other routes keep their own rules', async () => {
    for (const accept of ['text/event-stream', 'multipart/mixed, application/json']) {
      const get = await app.inject({ method: 'GET', url: '/graphql?query=subscription%7Bx%7D', headers: { accept } });
      expect(get.statusCode).toBe(405);
      expect(get.headers.allow).toBe('GET, POST');
      expect(get.json().errors[0]).toMatchObject({ extensions: { code: MEDIA_TYPE_CODE } });
    }
    expect((await app.inject({ method: 'PUT', url: '/graphql', payload: '{}' })).statusCode).toBe(405);
    const form = await app.inject({
      method: 'POST',
      url: '/api/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(200);
  });
});
