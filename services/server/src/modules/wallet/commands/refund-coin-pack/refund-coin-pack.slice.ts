import { slice } from '../../../../platform/slices/slice.js';
import { RefundCoinPackHandler } from './refund-coin-pack.handler.js';

export const refundCoinPack = slice({ providers: [RefundCoinPackHandler] });
