import { Command } from '@nestjs/cqrs';
import type { ImportResult } from '../../import/catalog-importer.js';

/** `demo load`: render the demo art (cached between runs) and import the bundled demo catalog. */
export class LoadDemoCatalogCommand extends Command<ImportResult> {}
