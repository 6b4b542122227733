import 'reflect-metadata';
import { ConfigError, loadConfig, type Config } from './config/config.schema.js';
import { DependencyUnreachableError } from './platform/database/ensure-database.js';
import { logger, setLogLevel } from './platform/logging/logger.js';
import { preflight } from './app/preflight.js';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
  setLogLevel(config.LOG_LEVEL);

  try {
    const { migrated } = await preflight(config);
    if (migrated.length) logger.info({ migrated }, 'migrations applied');
  } catch (e) {
    if (e instanceof DependencyUnreachableError) fail(e.message);
    throw e;
  }

  // The application's module graph (Nest, GraphQL, every context) loads only now: the
  // reachability verdict above must come within 10 s however slowly it would load (README, Quick start).
  const [{ createApp }, { runStartupTasks }, { startMetricsListener }] = await Promise.all([
    import('./app/create-app.js'),
    import('./app/startup.js'),
    import('./platform/metrics/metrics-listener.js'),
  ]);
  const app = await createApp(config);
  if (config.KOMA_ROLE !== 'worker') await runStartupTasks(app, config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const metricsListener = await startMetricsListener(config);
  logger.info({ port: config.PORT, role: config.KOMA_ROLE, url: config.PUBLIC_URL }, 'Koma is up');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    metricsListener?.close();
    app.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
