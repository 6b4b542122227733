// Requests the HTTP parser refuses are answered with the docs/product.md, The REST calls envelope, not Fastify's own body.
import Fastify from 'fastify';
import { clientErrorEnvelope, frameworkErrorEnvelope } from './client-errors.js';

it('answers an oversized request line with 431 and the envelope', async () => {
  const app = Fastify({ clientErrorHandler: clientErrorEnvelope });
  app.get('/x', async () => ({ success: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/x?q=${'a'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ success: false, message: 'The request line or headers are too large', code: 'TOO_LARGE' });
    const ok = await fetch(`http://127.0.0.1:${port}/x`);
    expect(await ok.json()).toEqual({ success: true });
  } finally {
    await app.close();
  }
});

it('answers a URL whose percent-encoding is not UTF-8 with 400 and the envelope', async () => {
  const app = Fastify({ frameworkErrors: frameworkErrorEnvelope });
  app.get('/x/:id', async () => ({ success: true }));
  try {
    const res = await app.inject({ method: 'GET', url: '/x/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The URL is malformed', code: 'VALIDATION' });
  } finally {
    await app.close();
  }
});
