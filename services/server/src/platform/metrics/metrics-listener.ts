import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../config/config.schema.js';
import { logger } from '../logging/logger.js';
import { metricsAccess } from './metrics-access.js';
import { metricsRegistry, scrape } from './metrics.js';

/**
 * The METRICS_PORT listener: answers only `GET /metrics` (the bearer token too when METRICS_TOKEN
 * is set), 404 for anything else. Meant for a scraper on the internal network; the port is not
 * to be published. Resolves with the server listening, or null when METRICS_PORT is unset.
 */
export async function startMetricsListener(config: Pick<Config, 'METRICS_PORT' | 'METRICS_TOKEN' | 'HOST'>): Promise<Server | null> {
  if (config.METRICS_PORT === undefined) return null;
  const server = createServer((req, res) => {
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    };
    const json = (status: number, code: string, message: string, headers?: Record<string, string>) =>
      send(status, 'application/json; charset=utf-8', JSON.stringify({ success: false, message, code }), headers);
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return json(404, 'NOT_FOUND', 'Not found');
    const access = metricsAccess(config.METRICS_TOKEN, req.headers.authorization, true);
    if (access !== 'allowed') return json(401, 'AUTH.UNAUTHORIZED', 'The metrics token is required', { 'www-authenticate': 'Bearer' });
    scrape().then(
      (body) => send(200, metricsRegistry.contentType, body),
      (err) => {
        logger.error({ err }, 'metrics scrape failed');
        json(500, 'INTERNAL', 'An error occurred');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  logger.info({ port: (server.address() as AddressInfo).port }, 'metrics listener is up');
  return server;
}
