import { slice } from '../../../../platform/slices/slice.js';
import { RequestRefundHandler } from './request-refund.handler.js';
import { RequestRefundResolver } from './request-refund.resolver.js';
import { RequestRefundRestController } from './request-refund.rest.controller.js';

export const requestRefund = slice({
  controllers: [RequestRefundRestController],
  providers: [RequestRefundHandler, RequestRefundResolver],
});
