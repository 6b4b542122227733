import { slice } from '../../../../platform/slices/slice.js';
import { ExpireRentalPassHandler } from './expire-rental-pass.handler.js';

export const expireRentalPass = slice({ providers: [ExpireRentalPassHandler] });
