import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Config } from '../config/config.schema.js';
import { AppModule } from './app.module.js';
import type { PlatformOptions } from '../platform/platform.module.js';
import { NestPinoLogger } from '../platform/logging/logger.js';
import { fastifyOptions, setupFastify, trustProxyOf } from '../platform/http/fastify-setup.js';
import { ClientRouteHints } from '../platform/http/client-route-hints.js';
import { UploadGate } from '../platform/http/upload-gate.js';
import { serveOpenApi } from '../platform/http/openapi.js';
import { capConnectionsPerAddress, proxyPeers } from '../platform/http/connection-cap.js';

const WORKER_PATHS = /^\/(health\/|metrics)/;

/** Builds the Nest app on Fastify with the platform's HTTP setup; does not listen. */
export async function createApp(config: Config, opts: PlatformOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter(fastifyOptions(config));
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, opts), adapter, {
    logger: new NestPinoLogger(),
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  capConnectionsPerAddress(fastify.server, config.MAX_CONNECTIONS_PER_ADDRESS, proxyPeers(trustProxyOf(config.TRUST_PROXY)));
  if (config.KOMA_ROLE === 'worker') {
    // A worker answers only health and metrics; the API is the api role's.
    fastify.addHook('onRequest', async (req, reply) => {
      if (!WORKER_PATHS.test(req.url)) return reply.status(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    });
  }
  // The hints port is provided by a context (the catalog); an app without one serves index.html as built.
  let hints: ClientRouteHints | null | undefined;
  const routeHints = () => {
    if (hints === undefined) {
      try {
        hints = app.get(ClientRouteHints, { strict: false });
      } catch {
        hints = null;
      }
    }
    return hints ?? undefined;
  };
  // The upload gate is provided by a context (reading); without one every stored file is public.
  let uploadGate: UploadGate | null | undefined;
  const gate = () => {
    if (uploadGate === undefined) {
      try {
        uploadGate = app.get(UploadGate, { strict: false });
      } catch {
        uploadGate = null;
      }
    }
    return uploadGate ?? undefined;
  };
  // Before the client fallback (setupFastify's `/*`) and before init, while Fastify takes routes.
  if (config.KOMA_ROLE !== 'worker') serveOpenApi(app);
  await setupFastify(fastify, config, routeHints, gate);
  app.enableCors({ origin: config.PUBLIC_URL, credentials: false });
  app.enableShutdownHooks();
  await app.init();
  return app;
}
