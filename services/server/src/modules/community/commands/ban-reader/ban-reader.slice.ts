import { slice } from '../../../../platform/slices/slice.js';
import { BanReaderHandler } from './ban-reader.handler.js';

export const banReader = slice({ providers: [BanReaderHandler] });
