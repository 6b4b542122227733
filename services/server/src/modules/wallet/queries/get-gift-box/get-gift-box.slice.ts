import { slice } from '../../../../platform/slices/slice.js';
import { GetGiftBoxHandler } from './get-gift-box.handler.js';
import { GetGiftBoxResolver } from './get-gift-box.resolver.js';
import { GetGiftBoxRestController } from './get-gift-box.rest.controller.js';

export const getGiftBox = slice({ controllers: [GetGiftBoxRestController], providers: [GetGiftBoxHandler, GetGiftBoxResolver] });
