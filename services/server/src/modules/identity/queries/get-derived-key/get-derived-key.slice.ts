import { slice } from '../../../../platform/slices/slice.js';
import { GetDerivedKeyHandler } from './get-derived-key.handler.js';

export const getDerivedKey = slice({ providers: [GetDerivedKeyHandler] });
