import { slice } from '../../../../platform/slices/slice.js';
import { GetCoinPacksHandler } from './get-coin-packs.handler.js';
import { GetCoinPacksResolver } from './get-coin-packs.resolver.js';
import { GetCoinPacksRestController } from './get-coin-packs.rest.controller.js';

export const getCoinPacks = slice({ controllers: [GetCoinPacksRestController], providers: [GetCoinPacksHandler, GetCoinPacksResolver] });
