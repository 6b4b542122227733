import { slice } from '../../../../platform/slices/slice.js';
import { GetCoinPurchasesHandler } from './get-coin-purchases.handler.js';
import { GetCoinPurchasesResolver } from './get-coin-purchases.resolver.js';
import { GetCoinPurchasesRestController } from './get-coin-purchases.rest.controller.js';

export const getCoinPurchases = slice({
  controllers: [GetCoinPurchasesRestController],
  providers: [GetCoinPurchasesHandler, GetCoinPurchasesResolver],
});
