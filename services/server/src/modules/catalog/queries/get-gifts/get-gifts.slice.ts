import { slice } from '../../../../platform/slices/slice.js';
import { GetGiftsHandler } from './get-gifts.handler.js';
import { GetGiftsResolver } from './get-gifts.resolver.js';
import { GetGiftsRestController } from './get-gifts.rest.controller.js';

export const getGifts = slice({ controllers: [GetGiftsRestController], providers: [GetGiftsHandler, GetGiftsResolver] });
