import { slice } from '../../../../platform/slices/slice.js';
import { GetGiftLastsDaysResolver } from './get-gift-lasts-days.resolver.js';

export const getGiftLastsDays = slice({ providers: [GetGiftLastsDaysResolver] });
