import { slice } from '../../../../platform/slices/slice.js';
import { GetCatalogNamesHandler } from './get-catalog-names.handler.js';

export const getCatalogNames = slice({ providers: [GetCatalogNamesHandler] });
