import { slice } from '../../../../platform/slices/slice.js';
import { RequestEmailCodeHandler } from './request-email-code.handler.js';
import { RequestEmailCodeResolver } from './request-email-code.resolver.js';
import { RequestEmailCodeRestController } from './request-email-code.rest.controller.js';

export const requestEmailCode = slice({
  controllers: [RequestEmailCodeRestController],
  providers: [RequestEmailCodeHandler, RequestEmailCodeResolver],
});
