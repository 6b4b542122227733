import { slice } from '../../../../platform/slices/slice.js';
import { LoadDemoCatalogHandler } from './load-demo-catalog.handler.js';

export const loadDemoCatalog = slice({ providers: [LoadDemoCatalogHandler] });
