import { slice } from '../../../../platform/slices/slice.js';
import { GetUnlocksHandler } from './get-unlocks.handler.js';

export const getUnlocks = slice({ providers: [GetUnlocksHandler] });
