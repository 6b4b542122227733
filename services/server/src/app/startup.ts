import type { INestApplication } from '@nestjs/common';
import type { Config } from '../config/config.schema.js';
import { loadDemoWhenEmpty } from '../modules/catalog/index.js';

/** A task run once when an api instance starts (e.g. loading the demo catalog into an empty one). */
export interface StartupTask {
  name: string;
  run(app: INestApplication, config: Config): Promise<void>;
}

/** Contexts add their tasks here. */
export const startupTasks: StartupTask[] = [loadDemoWhenEmpty];

export async function runStartupTasks(app: INestApplication, config: Config): Promise<void> {
  for (const t of startupTasks) await t.run(app, config);
}
