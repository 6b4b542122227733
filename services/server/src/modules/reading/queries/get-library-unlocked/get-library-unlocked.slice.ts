import { slice } from '../../../../platform/slices/slice.js';
import { GetLibraryUnlockedHandler } from './get-library-unlocked.handler.js';
import { GetLibraryUnlockedResolver } from './get-library-unlocked.resolver.js';

export const getLibraryUnlocked = slice({ providers: [GetLibraryUnlockedHandler, GetLibraryUnlockedResolver] });
