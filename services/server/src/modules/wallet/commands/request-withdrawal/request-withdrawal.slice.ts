import { slice } from '../../../../platform/slices/slice.js';
import { RequestWithdrawalHandler } from './request-withdrawal.handler.js';
import { RequestWithdrawalResolver } from './request-withdrawal.resolver.js';
import { RequestWithdrawalRestController } from './request-withdrawal.rest.controller.js';

export const requestWithdrawal = slice({
  controllers: [RequestWithdrawalRestController],
  providers: [RequestWithdrawalHandler, RequestWithdrawalResolver],
});
