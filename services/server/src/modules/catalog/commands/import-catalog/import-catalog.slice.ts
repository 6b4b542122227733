import { slice } from '../../../../platform/slices/slice.js';
import { ImportCatalogHandler } from './import-catalog.handler.js';

export const importCatalog = slice({ providers: [ImportCatalogHandler] });
