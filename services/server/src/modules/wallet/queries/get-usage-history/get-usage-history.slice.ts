import { slice } from '../../../../platform/slices/slice.js';
import { GetUsageHistoryHandler } from './get-usage-history.handler.js';
import { GetUsageHistoryResolver } from './get-usage-history.resolver.js';
import { GetUsageHistoryRestController } from './get-usage-history.rest.controller.js';

export const getUsageHistory = slice({
  controllers: [GetUsageHistoryRestController],
  providers: [GetUsageHistoryHandler, GetUsageHistoryResolver],
});
