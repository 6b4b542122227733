import Fastify from 'fastify';
import { jsonPostOnly, MEDIA_TYPE_CODE } from './graphql-json-only.js';

describe('jsonPostOnly (the /graphql body rule)', () => {
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', jsonPostOnly('/graphql'));
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

  it('refuses GET with 405 and Allow: POST; other routes keep their own rules', async () => {
    const get = await app.inject({ method: 'GET', url: '/graphql?query=%7B%20ok%20%7D' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const form = await app.inject({
      method: 'POST',
      url: '/api/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(200);
  });
});
