import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig, type Config } from '../config/config.schema.js';
import { DependencyUnreachableError } from '../platform/database/ensure-database.js';
import { preflight } from '../app/preflight.js';
import { createApp } from '../app/create-app.js';
import { setLogLevel } from '../platform/logging/logger.js';

/** The app as the CLI uses it: same modules and config, no listener, no background loops. */
export interface CliContext {
  app: NestFastifyApplication;
  config: Config;
}

export async function withCliApp<T>(fn: (ctx: CliContext) => Promise<T>): Promise<T> {
  let config: Config;
  try {
    config = loadConfig({ DATABASE_POOL_MAX: '5', ...process.env });
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  setLogLevel(process.env.LOG_LEVEL ?? 'warn');
  try {
    await preflight(config);
  } catch (e) {
    if (e instanceof DependencyUnreachableError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const app = await createApp(config, { background: false });
  try {
    return await fn({ app, config });
  } finally {
    await app.close();
  }
}
