import { slice } from '../../../../platform/slices/slice.js';
import { ExpireLotHandler } from './expire-lot.handler.js';

export const expireLot = slice({ providers: [ExpireLotHandler] });
