import { slice } from '../../../../platform/slices/slice.js';
import { BuyCoinPackHandler } from './buy-coin-pack.handler.js';
import { BuyCoinPackResolver } from './buy-coin-pack.resolver.js';
import { BuyCoinPackRestController } from './buy-coin-pack.rest.controller.js';

export const buyCoinPack = slice({ controllers: [BuyCoinPackRestController], providers: [BuyCoinPackHandler, BuyCoinPackResolver] });
