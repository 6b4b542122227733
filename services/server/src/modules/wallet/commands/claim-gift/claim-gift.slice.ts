import { slice } from '../../../../platform/slices/slice.js';
import { ClaimGiftHandler } from './claim-gift.handler.js';
import { ClaimGiftResolver } from './claim-gift.resolver.js';
import { ClaimGiftRestController } from './claim-gift.rest.controller.js';

export const claimGift = slice({ controllers: [ClaimGiftRestController], providers: [ClaimGiftHandler, ClaimGiftResolver] });
