import { slice } from '../../../../platform/slices/slice.js';
import { GetClaimedGiftIdsHandler } from './get-claimed-gift-ids.handler.js';

export const getClaimedGiftIds = slice({ providers: [GetClaimedGiftIdsHandler] });
