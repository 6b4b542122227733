import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { ImageStorage } from '../../../platform/storage/image-storage.js';
import { CatalogCache } from '../cache/catalog-cache.js';
import { CatalogImporter, type ImportResult } from './catalog-importer.js';
import { prepareDemoCatalog } from '../demo/demo-loader.js';
import { readDemoReads, seedDemoReads } from '../demo/demo-reads.js';
import { Clock } from '../../../platform/clock/clock.js';

/** The import as the app runs it: writes through the importer, then drops cached bodies. */
@Injectable()
export class CatalogImportService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly storage: ImageStorage,
    private readonly cache: CatalogCache,
    private readonly clock: Clock,
  ) {}

  private importer() {
    return new CatalogImporter(this.pool, this.storage);
  }

  async importFile(file: string): Promise<ImportResult> {
    try {
      return await this.importer().importFile(file);
    } finally {
      this.cache.invalidate();
    }
  }

  async importDocument(doc: unknown, baseDir: string): Promise<ImportResult> {
    try {
      return await this.importer().importDocument(doc, baseDir);
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * `demo load`: renders the demo art (cached between runs), imports the bundled catalog, and gives
   * comics nobody has read yet the demo's reads (dated back from today, so the ranking tabs differ).
   */
  async loadDemo(artDir?: string): Promise<ImportResult> {
    const { doc, baseDir } = await prepareDemoCatalog(artDir);
    const result = await this.importDocument(doc, baseDir);
    try {
      await seedDemoReads(this.pool, this.clock.now(), await readDemoReads());
    } finally {
      this.cache.invalidate();
    }
    return result;
  }

  async isEmpty(): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT NOT EXISTS (SELECT 1 FROM catalog_comics) AS empty');
    return rows[0].empty as boolean;
  }
}
