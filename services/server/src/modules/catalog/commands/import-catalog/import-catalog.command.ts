import { Command } from '@nestjs/cqrs';
import type { ImportResult } from '../../import/catalog-importer.js';

/** `catalog import <file>`: validate a catalog file and upsert it (idempotent); all or nothing. */
export class ImportCatalogCommand extends Command<ImportResult> {
  constructor(readonly file: string) {
    super();
  }
}
