import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogImportService } from '../../import/catalog-import.service.js';
import type { ImportResult } from '../../import/catalog-importer.js';
import { LoadDemoCatalogCommand } from './load-demo-catalog.command.js';

@CommandHandler(LoadDemoCatalogCommand)
export class LoadDemoCatalogHandler implements ICommandHandler<LoadDemoCatalogCommand> {
  constructor(private readonly imports: CatalogImportService) {}

  execute(): Promise<ImportResult> {
    return this.imports.loadDemo();
  }
}
