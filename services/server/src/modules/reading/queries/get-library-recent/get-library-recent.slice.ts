import { slice } from '../../../../platform/slices/slice.js';
import { GetLibraryRecentHandler } from './get-library-recent.handler.js';
import { GetLibraryRecentResolver } from './get-library-recent.resolver.js';

export const getLibraryRecent = slice({ providers: [GetLibraryRecentHandler, GetLibraryRecentResolver] });
