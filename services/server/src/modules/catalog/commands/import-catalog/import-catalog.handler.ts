import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogImportService } from '../../import/catalog-import.service.js';
import type { ImportResult } from '../../import/catalog-importer.js';
import { ImportCatalogCommand } from './import-catalog.command.js';

/** A refused file throws CatalogImportError and writes nothing. */
@CommandHandler(ImportCatalogCommand)
export class ImportCatalogHandler implements ICommandHandler<ImportCatalogCommand> {
  constructor(private readonly imports: CatalogImportService) {}

  execute({ file }: ImportCatalogCommand): Promise<ImportResult> {
    return this.imports.importFile(file);
  }
}
