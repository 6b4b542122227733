import type { INestApplication } from '@nestjs/common';
import type { StartupTask } from '../../app/startup.js';
import { logger } from '../../platform/logging/logger.js';
import { CatalogImportService } from './import/catalog-import.service.js';

/** README, Quick start: on start, load the demo catalog into an empty catalog (no comics at all). */
export const loadDemoWhenEmpty: StartupTask = {
  name: 'catalog: demo catalog when empty',
  async run(app: INestApplication) {
    const svc = app.get(CatalogImportService);
    if (!(await svc.isEmpty())) return;
    const t0 = Date.now();
    const r = await svc.loadDemo();
    logger.info({ created: r.created, ms: Date.now() - t0 }, 'demo catalog loaded');
  },
};
