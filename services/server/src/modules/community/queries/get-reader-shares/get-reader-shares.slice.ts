import { slice } from '../../../../platform/slices/slice.js';
import { GetReaderSharesHandler } from './get-reader-shares.handler.js';

export const getReaderShares = slice({ providers: [GetReaderSharesHandler] });
